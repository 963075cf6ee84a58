import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { logWarning } from '../lib/client-log';
import { loadShownParts } from '../lib/shown-parts';
import { screenKnown } from '../lib/use-media-query';

/**
 * Puts an entry's React tree in `#root`: hydrates what the server rendered (decision 0790); renders it afresh where
 * the server sent no markup (Vite's dev server, or a render that failed on the server).
 */
export function mountApp(app: ReactNode) {
  // A task of its own: the entry's modules (React DOM, the page) evaluate in one task, which the hydration's set-up
  // (its first slice, the root's event listeners) made longer still (issue 31 point 4: Total Blocking Time).
  setTimeout(() => mount(app), 0);
}

function mount(app: ReactNode) {
  const root = document.getElementById('root')!;
  // The lazily loaded parts the server's render showed (lib/lazy-part.tsx), their chunks preloaded by the HTML: loaded
  // first, so that the hydration takes them with the rest of the page and no tap on them is lost.
  const parts = root.dataset.parts?.split(' ').filter(Boolean) ?? [];
  if (parts.length && root.firstElementChild) void loadShownParts(parts).then(() => hydrateOrRender(root, app));
  else hydrateOrRender(root, app);
}

function hydrateOrRender(root: HTMLElement, app: ReactNode) {
  // A transition: React hydrates (or renders) in slices that leave the main thread free (no long task); a hydration
  // outside one runs in a single task (TBT).
  startTransition(() => {
    if (root.firstElementChild)
      hydrateRoot(root, app, {
        // A mismatch React recovered from by rendering afresh: the page works, but the server's markup was not the app's.
        onRecoverableError: (error) => logWarning('Hydration', error),
      });
    else {
      // Nothing to hydrate: the first render knows the screen.
      screenKnown();
      createRoot(root).render(app);
    }
  });
}
