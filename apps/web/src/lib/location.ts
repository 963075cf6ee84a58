/**
 * The page's address, in the browser `window.location`; on the server, the address of the request being rendered
 * (entry-server.tsx gives where to read it). Components that show the page's own origin or query in their first
 * render read it here, so the server's HTML and the browser's first render agree (decision 0790).
 */
let serverLocation: () => URL | undefined = () => undefined;

export function setServerLocation(source: () => URL | undefined) {
  serverLocation = source;
}

export function pageLocation(): Pick<URL, 'origin' | 'pathname' | 'search' | 'hash'> {
  if (typeof window !== 'undefined') return window.location;
  return serverLocation() ?? new URL('http://localhost/');
}

/**
 * The second segment of a path, decoded: a product's slug (/productos/{slug}), a public store's id (/tienda/{id}), a
 * statement link's token (/estado-de-cuenta/{token}); '' when it does not decode. The same on the server's render and
 * in the browser's entry.
 */
export function pathParam(pathname = pageLocation().pathname): string {
  try {
    return decodeURIComponent(pathname.split('/')[2] ?? '');
  } catch {
    return '';
  }
}
