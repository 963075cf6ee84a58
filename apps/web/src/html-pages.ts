/**
 * The HTML entries of the build (issue 31): each file's `<head>` is this one template, filled from this table by
 * vite.config.ts (`shop:html-head`, a `transformIndexHtml` plugin: the build's files and the dev server's pages
 * alike). The files themselves hold an empty `<head></head>`, an empty `#root` (the server renders the page into it,
 * decision 0790) and their entry script. apps/api/src/web-app.ts picks the file for an address.
 */
export interface HtmlPage {
  /** The file, at apps/web's root. */
  file: string;
  title: string;
  description: string;
  /** More `<meta name content>`, this page's only. */
  meta?: Record<string, string>;
}

const ACCOUNT = {
  title: 'Price Shoes · Mi cuenta',
  description: 'Price Shoes: tu cuenta, tus pedidos y tu negocio como socia o socio.',
};

/** The rollup input's names (the build's entry chunks) and their pages. */
export const htmlPages: Record<string, HtmlPage> = {
  // Every route but the small entries' (below), under the router.
  main: { file: 'index.html', ...ACCOUNT },
  // Home (/) and the product page (/productos/{slug}), without the router (decision 0625).
  home: { file: 'home.html', ...ACCOUNT },
  producto: { file: 'producto.html', ...ACCOUNT },
  // The public store (/tienda/{customStoreId}), issue 12; the API gives a known store its own title and link preview.
  tienda: {
    file: 'tienda.html',
    title: 'Price Shoes · Tienda personalizada',
    description: 'La tienda Price Shoes de tu socia: sus precios y tu pedido por WhatsApp.',
  },
  // A client's statement link (/estado-de-cuenta/{token}), decision 0770: its token is a key, which no search engine
  // keeps and no page it links to learns (the API also sends both as headers).
  statement: {
    file: 'estado-de-cuenta.html',
    title: 'Price Shoes · Estado de cuenta',
    description: 'Tu estado de cuenta con tu socia Price Shoes.',
    meta: { robots: 'noindex, nofollow', referrer: 'no-referrer' },
  },
};

/** `&`, `<`, `>` and `"` escaped, for the template's attributes and title. */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The one `<head>` of every entry: the page's title, description and own meta in the shop's common head. */
export function headOf(page: HtmlPage): string {
  return [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `<meta name="description" content="${escape(page.description)}" />`,
    ...Object.entries(page.meta ?? {}).map(
      ([name, content]) => `<meta name="${escape(name)}" content="${escape(content)}" />`,
    ),
    '<meta name="theme-color" content="#8f1746" />',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    `<title>${escape(page.title)}</title>`,
  ].join('\n    ');
}
