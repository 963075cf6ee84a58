import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { logWarning } from '../lib/client-log';
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
