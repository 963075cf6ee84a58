/**
 * The page's address, in the browser `window.location`; on the server, the request's (app/entry-server.tsx sets it
 * for the render of one request, which runs synchronously). Components that show the page's own origin or query in
 * their first render read it here, so the server's HTML and the browser's first render agree (decision 0790).
 */
let serverLocation: URL | undefined;

export function setServerLocation(url: URL | undefined) {
  serverLocation = url;
}

export function pageLocation(): Pick<URL, 'origin' | 'pathname' | 'search' | 'hash'> {
  if (typeof window !== 'undefined') return window.location;
  return serverLocation ?? new URL('http://localhost/');
}
