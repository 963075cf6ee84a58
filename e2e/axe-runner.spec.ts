import { test, expect, expectAccessible } from './fixtures';

// The accessibility check itself (decision 0792: axe-core injected once per document, serious and critical rules):
// a page with a violation fails it, in the page and in a frame; a clean page passes.
const NO_ALT = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';

test('the accessibility check fails a missing alt text and low contrast on the page', async ({ page }) => {
  await page.setContent(
    `<html lang="es"><title>x</title><main>${NO_ALT}<p style="color:#bbb;background:#fff">poco contraste</p></main></html>`,
  );
  await expect(expectAccessible(page, 'page')).rejects.toThrow(
    /image-alt[\s\S]*color-contrast|color-contrast[\s\S]*image-alt/,
  );
});

test('the accessibility check fails a missing alt text inside a frame', async ({ page }) => {
  await page.setContent(
    `<html lang="es"><title>x</title><main><iframe title="f" srcdoc='<html lang="es"><title>y</title>${NO_ALT}</html>'></iframe></main></html>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]!.waitForLoadState();
  await expect(expectAccessible(page, 'frame')).rejects.toThrow(/image-alt/);
});

test('the accessibility check passes a clean page', async ({ page }) => {
  await page.setContent('<html lang="es"><title>x</title><main><h1>Hola</h1><p>Todo en orden.</p></main></html>');
  await expectAccessible(page, 'clean');
});
