/**
 * The lazily loaded parts of the pages (lazy-part.tsx): which ones a server render shows, and their loading before the
 * browser hydrates. Apart from `lazyPart`, so that an entry's mount (app/mount.tsx) takes this much only.
 */

/** Every part a loaded module declared, by source file. */
const parts = new Map<string, () => Promise<unknown>>();

export const declarePart = (module: string, load: () => Promise<unknown>) => void parts.set(module, load);

/** The parts the server's render in progress shows (its renders are synchronous: one at a time). */
let shown: Set<string> | undefined;

export const partShown = (module: string) => void shown?.add(module);

/** Runs a synchronous render (the server's `renderToString`), and says which parts it showed. */
export function renderShowingParts<T>(render: () => T): { result: T; parts: string[] } {
  const before = shown;
  shown = new Set();
  try {
    const result = render();
    return { result, parts: [...shown] };
  } finally {
    shown = before;
  }
}

/**
 * Loads the parts the server's render showed, before the hydration. A part inside another is declared by its
 * parent's module: it loads once that has. A part that fails to load (the network) is left to React.lazy, which
 * asks again when it renders; one whose module never declared it is skipped.
 */
export async function loadShownParts(modules: readonly string[]) {
  let waiting = [...modules];
  for (;;) {
    const ready = waiting.filter((module) => parts.has(module));
    if (ready.length === 0) return;
    waiting = waiting.filter((module) => !parts.has(module));
    await Promise.all(ready.map((module) => parts.get(module)!().catch(() => undefined)));
  }
}
