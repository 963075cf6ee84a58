import { genericMessages } from '@shop/contracts/generic-messages';

/** The one way the web app talks to the API: same-origin JSON with the session cookie. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
    /** The answer's x-request-id (absent on a network failure): logged with the failure (README "Operations"). */
    readonly requestId?: string,
    /** The `message` the server itself sent; absent for a network failure or an answer without one. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = genericMessages.retry;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path.startsWith('/') ? path : `/api/${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...options.headers },
  };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, FALLBACK_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (data ?? {}) as { message?: string; errors?: { path: string; message: string }[] };
    throw new ApiError(
      response.status,
      body.message ?? FALLBACK_MESSAGE,
      body.errors ?? [],
      response.headers.get('x-request-id') ?? undefined,
      body.message,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;
