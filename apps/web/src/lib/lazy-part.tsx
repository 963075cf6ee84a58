import type { ComponentType } from 'react';
import { preloadable } from './preloadable';
import { declarePart, partShown } from './shown-parts';

/**
 * A part of a page whose code is a chunk of its own (an order's 'Devolver', the CrediPrice reference flow, the
 * statement's payment): loaded when a page shows it. On a page the server rendered (decision 0790), such a part is
 * in the HTML before its code is here; React hydrates the rest of the page and leaves the part as it came until its
 * chunk arrives, and a tap on it meanwhile is lost (React replays no click on a part it cannot hydrate). So the
 * server's render says which parts it showed (`data-parts` on `#root`, with a `<link rel="modulepreload">` for each
 * part's chunk, from `dist/.vite/part-chunks.json`), and the browser loads them before it hydrates (app/mount.tsx):
 * the page becomes interactive all at once, and its 'hydrated' mark means every button on it works.
 *
 * `module` is the part's source file as Vite's manifest names it (relative to apps/web); the build fails when it is
 * not a chunk of its own (vite.config.ts).
 */
export function lazyPart<P extends object>(module: string, load: () => Promise<ComponentType<P>>) {
  const part = preloadable(load);
  declarePart(module, part.load);
  function Part(props: P) {
    partShown(module);
    return <part.Component {...props} />;
  }
  return Part;
}
