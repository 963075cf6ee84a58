import { queryOptions, useQuery } from '@tanstack/react-query';

export const landingKeys = { customStore: ['landing', 'tienda-personalizada'] as const };

/** Texts of /tienda-personalizada, from the hosted JSON the shop serves (reseller-area §7). */
export interface CustomStoreLandingTexts {
  hero: { title: string; subtitle: string };
  howTo: { title: string; slides: { title: string; text: string }[] };
  previews: { title: string; items: { title: string; text: string }[] };
  benefits: { title: string; items: string[] };
  activation: {
    title: string;
    text: string;
    cta_activate: string;
    cta_existing: string;
    cta_join: string;
    /** For a member who has her store (decision 0742); older files without them fall back to the title and text. */
    existing_title?: string;
    existing_text?: string;
  };
}

export const LANDING_TEXTS_URL = '/landing/tienda-personalizada.json';

export const landingTextsQueryOptions = queryOptions({
  queryKey: landingKeys.customStore,
  queryFn: async ({ signal }): Promise<CustomStoreLandingTexts> => {
    const res = await fetch(LANDING_TEXTS_URL, { signal });
    if (!res.ok) throw new Error(`landing texts: ${res.status}`);
    return (await res.json()) as CustomStoreLandingTexts;
  },
  staleTime: Infinity,
});

export const useLandingTexts = () => useQuery(landingTextsQueryOptions);
