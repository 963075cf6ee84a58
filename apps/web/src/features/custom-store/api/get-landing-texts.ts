import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

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
