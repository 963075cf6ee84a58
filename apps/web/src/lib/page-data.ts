import {
  PAGE_DATA_ELEMENT_ID,
  PUBLIC_DATA_ELEMENT_ID,
  VISITOR_DATA_ELEMENT_ID,
  type PageData,
  type PublicPageData,
  type VisitorPageData,
} from '@shop/contracts/page-data';

/**
 * What the server embedded in this page's HTML for the signed-in customer (apps/api/src/web-app.ts): her profile and
 * the flags, as the API answers them; undefined for a visitor or when it cannot be read (the app then asks the API).
 */
export function readPageData(): PageData | undefined {
  // Parsed once per page: the providers and the credit client both read it at start-up.
  if (parsed === null) parsed = parse<PageData>();
  return parsed;
}

let parsed: PageData | undefined | null = null;

/** What home's and the product page's HTML carries for anyone: their catalogue data (decision 0630). */
export function readPublicData(): PublicPageData | undefined {
  return parse<PublicPageData>(PUBLIC_DATA_ELEMENT_ID);
}

/** What the HTML of a page requested without a session carries: the visitor's mark and flags (decision 0631). */
export function readVisitorData(): VisitorPageData | undefined {
  return parse<VisitorPageData>(VISITOR_DATA_ELEMENT_ID);
}

function parse<T = PageData>(id = PAGE_DATA_ELEMENT_ID): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
