import { PAGE_DATA_ELEMENT_ID, type ClientPageData } from '@shop/contracts/page-data';

/**
 * What the server embedded in her page's HTML beside the query cache (apps/api/src/web-app.ts, decision 0790): on her
 * CrediPrice page the credit calls' token, and the frequent pages' scripts to prefetch; undefined for a visitor, on
 * the server, or when it cannot be read.
 */
export function readPageData(): ClientPageData | undefined {
  // Parsed once per page: the credit client and the prefetch both read it.
  if (parsed === null) parsed = parse<ClientPageData>(PAGE_DATA_ELEMENT_ID);
  return parsed;
}

let parsed: ClientPageData | undefined | null = null;

/** The JSON of the page's `<script type="application/json" id=…>`; undefined on the server or when unreadable. */
export function parse<T>(id: string): T | undefined {
  // The server's render (entry-server.tsx) takes the request's data as arguments, not from a page.
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
