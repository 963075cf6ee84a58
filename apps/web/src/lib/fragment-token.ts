import { useEffect, useState } from 'react';

/**
 * The token of an e-mailed link ('#token=…'), read on the first render and dropped from the address bar (and so
 * from the history) once the page has committed. Reading is pure: a render React discards (a lazy part still
 * loading, an interrupted transition) reads it again, which it could not if the first read had removed it.
 */
export function useFragmentToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  useEffect(() => {
    if (token && window.location.hash)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [token]);
  return token;
}
