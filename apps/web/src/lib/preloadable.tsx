import { lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded component that can also be loaded ahead: once `load()` has resolved, it renders at once instead
 * of suspending (React.lazy alone suspends on its first render even when the chunk is already here). A page whose
 * part depends on the address loads that part before the first render (`prepare`, app/router.tsx), so the static
 * shell is replaced by the part itself, never by a skeleton in between (decision 0624).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Component(props: P) {
    // Chosen once, at mount: the module's own export if it was loaded by then, else React.lazy (which renders it
    // too once loaded). Switching from one to the other later would remount the part and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, load: start };
}
