import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';
import { loadShownParts, renderShowingParts } from './shown-parts';

describe('lazily loaded parts of a server-rendered page', () => {
  it('says which parts a render showed, and the browser loads them (a part inside another once its parent has)', async () => {
    const loads: string[] = [];
    let Inner: ReturnType<typeof lazyPart<object>> | undefined;
    const Outer = lazyPart('src/outer.tsx', async () => {
      loads.push('outer');
      // The inner part is declared by the outer part's module, as a page's chunk declares its own parts.
      Inner ??= lazyPart('src/inner.tsx', async () => {
        loads.push('inner');
        return () => <b>dentro</b>;
      });
      const Declared = Inner;
      return () => (
        <Suspense fallback={null}>
          <Declared />
        </Suspense>
      );
    });
    const Hidden = lazyPart('src/hidden.tsx', async () => {
      loads.push('hidden');
      return () => <i>oculto</i>;
    });
    const page = (hidden: boolean) => (
      <Suspense fallback={<span>cargando</span>}>
        <Outer />
        {hidden && <Hidden />}
      </Suspense>
    );
    const first = renderShowingParts(() => renderToString(page(false)));
    // Shown before its code was here (the render started loading it): named all the same.
    expect(first.parts).toEqual(['src/outer.tsx']);
    expect(first.result).toContain('cargando');

    // What the browser does with the names the server sent: the outer part, then the inner one its module declared.
    await loadShownParts(['src/outer.tsx', 'src/inner.tsx', 'src/never-declared.tsx']);
    expect(loads).toEqual(['outer', 'inner']);
    const loaded = renderShowingParts(() => renderToString(page(false)));
    expect(loaded.result).toContain('<b>dentro</b>');
    expect(loaded.parts).toEqual(['src/outer.tsx', 'src/inner.tsx']);
    // Outside a collecting render nothing is counted, and a part not shown is not loaded.
    expect(renderToString(page(false))).toContain('dentro');
    expect(loads).not.toContain('hidden');
  });

  it('leaves a part whose chunk failed to React.lazy, which asks again when it renders', async () => {
    let fail = true;
    const Flaky = lazyPart('src/flaky.tsx', async () => {
      if (fail) throw new Error('network');
      return () => <p>listo</p>;
    });
    await expect(loadShownParts(['src/flaky.tsx'])).resolves.toBeUndefined();
    fail = false;
    await loadShownParts(['src/flaky.tsx']);
    expect(renderToString(<Flaky />)).toBe('<p>listo</p>');
  });
});
