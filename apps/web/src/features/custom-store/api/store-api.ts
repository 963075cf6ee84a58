import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customStoreView, CustomStoreEditBody, EarningsMarginsBody } from '@shop/contracts/custom-stores';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type StoreView = z.output<typeof customStoreView>;

export const storeKeys = {
  id: (customerId: string) => ['custom-stores', customerId] as const,
  store: (storeId: string) => ['custom-store', storeId] as const,
};

/** Her store id (null without a store): GET api-composer/custom-stores?customer_id. */
export const useMyStoreId = (customerId: string) =>
  useQuery(
    queryOptions({
      queryKey: storeKeys.id(customerId),
      queryFn: ({ signal }) =>
        apiRequest<{ store_id: string | null }>('api-composer/custom-stores', {
          query: { customer_id: customerId },
          signal,
        }),
      enabled: Boolean(customerId),
    }),
  );

export const useStore = (storeId: string | null | undefined) =>
  useQuery({
    queryKey: storeKeys.store(storeId ?? ''),
    queryFn: ({ signal }) => apiRequest<StoreView>(`custom-store/${encodeURIComponent(storeId!)}`, { signal }),
    enabled: Boolean(storeId),
  });

export function useActivateStore(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ store_id: string }>('custom-store', { method: 'POST', body: {} }),
    onSuccess: (data) => client.setQueryData(storeKeys.id(customerId), data),
  });
}

export function useEditStore(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomStoreEditBody) =>
      apiRequest<{ photo: string | null }>(`custom-store/${encodeURIComponent(storeId)}`, { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.store(storeId) }),
  });
}

/** Sends the (already compressed) photo's bytes; answers its link. */
export async function uploadPhoto(storeId: string, photo: Blob): Promise<string> {
  const res = await fetch(`/api/custom-store/${encodeURIComponent(storeId)}/photo`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': photo.type || 'application/octet-stream', accept: 'application/json' },
    body: photo,
  });
  const data = (await res.json().catch(() => ({}))) as { photo?: string; message?: string };
  if (!res.ok || !data.photo) throw new ApiError(res.status, data.message ?? 'No pudimos subir la foto.');
  return data.photo;
}

export function useSaveMargins(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EarningsMarginsBody) =>
      apiRequest<StoreView>(`custom-store/${encodeURIComponent(storeId)}/margins`, { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData(storeKeys.store(storeId), data),
  });
}

/** 'Modo cliente': every price the shop shows her changes, so every cached read (profile, catalogue) is refreshed. */
export function useClientMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest<{ client_mode: boolean }>('client-mode', { method: 'PUT', body: { client_mode: on } }),
    onSuccess: () => client.invalidateQueries(),
  });
}

export interface LandingTexts {
  hero: { title: string; subtitle: string };
  benefits: { title: string; items: string[] };
  activation: { title: string; text: string; cta_activate: string };
}

/** The landing texts the shop hosts (reseller-area.md §7). */
export const useLandingTexts = () =>
  useQuery({
    queryKey: ['landing', 'tienda-personalizada'],
    queryFn: async ({ signal }): Promise<LandingTexts> => {
      const res = await fetch('/landing/tienda-personalizada.json', { signal });
      if (!res.ok) throw new ApiError(res.status, 'No pudimos cargar la información.');
      return (await res.json()) as LandingTexts;
    },
    staleTime: Infinity,
  });
