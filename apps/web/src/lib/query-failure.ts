import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A query as its request would have left it when refused: failed with `error`, not fetching. The first render shows
 * the page's error state; a query with `retryOnMount: false` asks nothing more when it mounts.
 */
export function seedFailure(client: QueryClient, queryKey: QueryKey, error: ApiError) {
  client.getQueryCache().build(
    client,
    { queryKey },
    {
      data: undefined,
      dataUpdateCount: 0,
      dataUpdatedAt: 0,
      error,
      errorUpdateCount: 1,
      errorUpdatedAt: Date.now(),
      fetchFailureCount: 1,
      fetchFailureReason: error,
      fetchMeta: null,
      isInvalidated: false,
      status: 'error',
      fetchStatus: 'idle',
    },
  );
}

/**
 * A failed query's error as a server-rendered page carries it in its query cache (decision 0790): JSON keeps no
 * Error's `message`, so the refusal's status and texts are written out.
 */
export interface CarriedFailure {
  status: number;
  message: string;
  serverMessage?: string;
}

/** The server's side: an `ApiError` as the page carries it; undefined for any other error. */
export function carriedFailure(error: unknown): CarriedFailure | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return {
    status: error.status,
    message: error.message,
    ...(error.serverMessage !== undefined ? { serverMessage: error.serverMessage } : {}),
  };
}

/** The browser's side: the query failed again as the server's render left it, with the same `ApiError`. */
export function restoreFailure(client: QueryClient, queryKey: QueryKey, carried: unknown) {
  const failure = carried as Partial<CarriedFailure> | null | undefined;
  if (typeof failure?.status !== 'number' || typeof failure.message !== 'string') return;
  seedFailure(client, queryKey, new ApiError(failure.status, failure.message, [], undefined, failure.serverMessage));
}
