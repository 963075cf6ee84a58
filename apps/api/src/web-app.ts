import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PAGE_DATA_ELEMENT_ID,
  QUERY_CACHE_ELEMENT_ID,
  type ClientPageData,
  type PageData,
  type PublicPageData,
  type RenderedEntry,
  type RenderInput,
  type ServerEntry,
  type RouteQuery,
  type StatementPageData,
  type StorePageData,
  type VisitorPageData,
} from '@shop/contracts/page-data';
import { BOOT_SCRIPT } from './boot-script';
import type { AnyApp } from './http';
import type { RequestLog } from './logger';

/** Text for an HTML attribute or element: `&`, `<`, `>` and `"` escaped. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The image a path shows largest first (its LCP element), for the HTML to preload; undefined when none. */
export type LcpImage = (pathname: string) => Promise<string | undefined>;

/**
 * What a request's page embeds for the first render: the signed-in customer's profile, flags and page data; for a
 * request without a session, the visitor's mark and flags (decision 0631).
 */
export type PageDataFor = (request: FastifyRequest) => Promise<PageData | VisitorPageData>;

const isVisitorData = (data: PageData | VisitorPageData): data is VisitorPageData => 'visitor' in data;

/**
 * What the public store's page is rendered from (anyone's): its store and first catalogue page, or how its GET
 * refuses the store (decision 0790).
 */
export type StoreDataFor = (storeId: string, query: URLSearchParams) => Promise<StorePageData | undefined>;

/**
 * What a client's statement link's page is rendered from (decision 0790): the statement and her payments, or how its
 * GET refuses the token; read for the request's address (the GET counts an address's misses).
 */
export type StatementDataFor = (token: string, request: FastifyRequest) => Promise<StatementPageData | undefined>;

/** A store's link preview (decision 0723): every link from the shop's public address; undefined for an unknown store. */
export interface StorePreview {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  url: string;
}
export type StorePreviewFor = (storeId: string) => Promise<StorePreview | undefined>;

/**
 * The store page's head for link previews (WhatsApp, Facebook, X read it without running JavaScript): its title and
 * description, Open Graph and the Twitter card.
 */
export function withStorePreview(html: string, p: StorePreview): string {
  const attr = escapeHtml;
  const meta = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Price Shoes">`,
    `<meta property="og:locale" content="es_MX">`,
    `<meta property="og:title" content="${attr(p.title)}">`,
    `<meta property="og:description" content="${attr(p.description)}">`,
    `<meta property="og:url" content="${attr(p.url)}">`,
    `<meta property="og:image" content="${attr(p.image)}">`,
    `<meta property="og:image:type" content="image/jpeg">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${attr(p.imageAlt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${attr(p.title)}">`,
    `<meta name="twitter:description" content="${attr(p.description)}">`,
    `<meta name="twitter:image" content="${attr(p.image)}">`,
    `<link rel="canonical" href="${attr(p.url)}">`,
  ].join('');
  // Replaced by functions: a `$` the socia typed ("$500") is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attr(p.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${attr(p.description)}">`,
    )
    .replace('</head>', () => `${meta}</head>`);
}

/** What home's and the product page's HTML embeds for anyone: their catalogue data (decision 0630). */
export type PublicDataFor = (request: FastifyRequest, pathname: string) => Promise<PublicPageData | undefined>;

/** Where the pages' first data comes from (apps/api/src/page-data.ts, wired in app.ts); a page without its source asks the API. */
export interface PageSources {
  lcpImage?: LcpImage;
  pageData?: PageDataFor;
  publicData?: PublicDataFor;
  storeData?: StoreDataFor;
  storePreview?: StorePreviewFor;
  statementData?: StatementDataFor;
}

interface RoutePreloads {
  pattern: RegExp;
  scripts: string[];
  when?: RouteQuery;
}

/** What vite.config.ts wrote: the chunks of each route's lazy modules (apps/web/src/app/route-preloads.ts). */
function readRoutePreloads(root: string): RoutePreloads[] {
  const file = join(root, '.vite/route-preloads.json');
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')) as {
    pattern: string;
    scripts: string[];
    when?: RouteQuery;
  }[];
  return routes.map((r) => ({ pattern: new RegExp(r.pattern), scripts: r.scripts, when: r.when }));
}

/** What vite.config.ts wrote: the chunks of each lazily loaded part of a page (apps/web/src/lib/lazy-part.tsx). */
function readPartChunks(root: string): Map<string, string[]> {
  const file = join(root, '.vite/part-chunks.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>));
}

/** What vite.config.ts wrote: the chunks of the pages a socia opens most, for a signed-in page to prefetch (0629). */
function readFrequentScripts(root: string): string[] {
  const file = join(root, '.vite/frequent-pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/**
 * An HTML entry of the build with its stylesheets inlined (decision 0624): the server renders the page into it
 * (decision 0790), so its largest paint comes with the HTML, and paints without waiting for another request (the CSP
 * allows inline styles).
 */
function readPage(root: string, file: string): string {
  const built = withoutComments(readFileSync(join(root, file), 'utf8'));
  return built.replace(/<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, css: string) => {
    const text = existsSync(join(root, css)) ? readFileSync(join(root, css), 'utf8') : '</style';
    // The disabled link is not fetched; it tells Vite's loader of lazy chunks that this stylesheet is in the page.
    return text.includes('</style') ? link : `<style>${text}</style><link rel="stylesheet" href="/${css}" disabled>`;
  });
}

/**
 * The server entry the web build wrote (apps/web/src/entry-server.tsx, `dist/.ssr/entry-server.js`); undefined
 * without it (a build without its server half): the pages are then sent without markup and the browser renders them.
 */
async function readServerEntry(root: string): Promise<ServerEntry | undefined> {
  const file = join(root, '.ssr/entry-server.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as ServerEntry) : undefined;
}

/** The root element of every HTML entry, into which the server's render goes. */
const ROOT = '<div id="root"></div>';

const MODULE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The page's module scripts and preloads moved from the head into `<template id="shop-boot">` at the end of the
 * body, with the boot script that puts them back once the static shell has painted (decision 0626).
 */
function bootAfterPaint(html: string): string {
  const tags = html.match(MODULE_TAGS) ?? [];
  if (tags.length === 0) return html;
  return html
    .replace(MODULE_TAGS, '')
    .replace('</body>', `<template id="shop-boot">${tags.join('')}</template><script>${BOOT_SCRIPT}</script></body>`);
}

const modulePreload = (src: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`;

/** Whether a route's query conditions (`param` present, none of `unless`) hold for this query. */
const queryHolds = (when: RouteQuery | undefined, query: URLSearchParams) =>
  !when || ((!when.param || query.has(when.param)) && !when.unless?.some((name) => query.has(name)));

/**
 * An HTML entry without its comments (decision 0720): the build's notes for developers (which source file paints
 * what) are not for visitors. Only the template's: the comments in the server's render are React's markers
 * (Suspense boundaries, text separators), which the hydration reads (decision 0790).
 */
export const withoutComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '');

/**
 * Sends an HTML page. The app's onSend hook compresses it for a browser that accepts it (plugins/compression.ts,
 * brotli 5, else gzip): a signed-in account page is ~51 KB with its inlined stylesheet, ~11 KB as brotli 5.
 */
function sendHtml(reply: FastifyReply, html: string, cacheControl: string) {
  return reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(html);
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** JSON inside a `<script>` element: no `<` at all, so neither `</script>` nor `<!--` can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Serves the built React app: hashed assets cached for a year (their brotli or gzip copy from the build when the
 * browser takes it), and for every app route the app's HTML with `<link rel="modulepreload">` for the route's own
 * chunks and a preload of its LCP image, so that the page's code and picture load in parallel with the entry
 * instead of after it (issue 16). For a signed-in customer the HTML also carries her profile and flags (`pageData`),
 * so the app asks for neither before the page's own data; that HTML is hers alone: `no-store` (decision 0624).
 */
export async function registerWebApp(
  app: AnyApp,
  webDist: string | undefined,
  log: RequestLog,
  sources: PageSources = {},
) {
  const { lcpImage, pageData, publicData, storeData, storePreview, statementData } = sources;
  const root = webDist && existsSync(join(webDist, 'index.html')) ? webDist : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The .br/.gz files the build wrote next to each file (brotli 11 beats compressing at request time).
      preCompressed: true,
      setHeaders(reply: FastifyReply, path: string) {
        reply.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const index = root ? readPage(root, 'index.html') : undefined;
  const pages =
    root && index
      ? {
          index,
          tienda: existsSync(join(root, 'tienda.html')) ? readPage(root, 'tienda.html') : undefined,
          statement: existsSync(join(root, 'estado-de-cuenta.html'))
            ? readPage(root, 'estado-de-cuenta.html')
            : undefined,
          // Home, the product page, the public store and the statement link have their own entries without the
          // router (decisions 0625, 0770).
          home: existsSync(join(root, 'home.html')) ? readPage(root, 'home.html') : undefined,
          product: existsSync(join(root, 'producto.html')) ? readPage(root, 'producto.html') : undefined,
          routes: readRoutePreloads(root),
          frequentScripts: readFrequentScripts(root),
          partChunks: readPartChunks(root),
          server: await readServerEntry(root),
        }
      : undefined;

  /** What every render is given: the entry, the request's address and origin. */
  const renderOf = (request: FastifyRequest, entry: RenderedEntry) => ({
    entry,
    url: request.url,
    origin: `${request.protocol}://${request.host}`,
  });

  /**
   * The template with the server's render of the page in `#root` (decision 0790) and, before `</head>`, the `head`
   * tags and the render's query cache (dehydrated, as JSON the browser's first render starts from); the template
   * with the `head` tags only when the render fails: the browser then renders the page.
   */
  async function renderedPage(request: FastifyRequest, template: string, input: RenderInput, head: string[]) {
    const rendered = await pages?.server?.render(input).catch((error: unknown) => {
      log(request).error({ err: error }, 'server render failed: the browser renders the page');
      return undefined;
    });
    if (rendered?.errors?.length)
      log(request).warn({ errors: rendered.errors }, 'parts of the page failed to render on the server');
    // The lazily loaded parts the render shows: their chunks preloaded with the page's, and named on the root for the
    // browser to load before it hydrates (apps/web/src/lib/lazy-part.tsx).
    const parts = (rendered?.parts ?? []).filter((part) => pages?.partChunks.has(part));
    const partLinks = [...new Set(parts.flatMap((part) => pages!.partChunks.get(part)!))]
      .map(modulePreload)
      .filter((link) => !head.includes(link));
    const tags = rendered
      ? [
          ...head,
          ...partLinks,
          `<script type="application/json" id="${QUERY_CACHE_ELEMENT_ID}">${scriptJson(rendered.queryCache)}</script>`,
        ]
      : head;
    const rootTag = parts.length ? `<div id="root" data-parts="${escapeHtml(parts.join(' '))}">` : '<div id="root">';
    const body = rendered ? template.replace(ROOT, () => `${rootTag}${rendered.html}</div>`) : template;
    return tags.length ? body.replace('</head>', () => `${tags.join('')}</head>`) : body;
  }

  /**
   * Sends an app page (index.html, home's or the product page's entry) for a request, rendered by the server
   * (decision 0790): the route's chunk preloads and its LCP image before `</head>`; the page's first data, as the
   * services read it, seeds the render's query cache, which the page carries (dehydrated) for the browser's
   * hydration; for a signed-in customer also her credit token and the frequent pages' scripts (`ClientPageData`).
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    template: string,
    entry: RenderedEntry,
    pathname: string,
  ) {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    // The first route of the path whose query conditions hold: an order's detail and the list share a path.
    const route = pages?.routes.find((r) => r.pattern.test(pathname) && queryHolds(r.when, query));
    const head = (route?.scripts ?? []).map(modulePreload);
    const [image, found, publicPart] = await Promise.all([
      lcpImage?.(pathname).catch(() => undefined),
      pageData?.(request).catch((error: unknown) => {
        log(request).warn({ err: error }, 'page data for the HTML failed: the app asks the API instead');
        return undefined;
      }),
      entry === 'app' ? undefined : publicData?.(request, pathname).catch(() => undefined),
    ]);
    const data = found && !isVisitorData(found) ? found : undefined;
    if (image) head.unshift(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">`);
    if (data) {
      // The frequent pages' code this page does not load itself: prefetched when she is idle (decision 0629).
      const prefetch = (pages?.frequentScripts ?? []).filter((src) => !route?.scripts.includes(src));
      const embedded: ClientPageData = {
        ...(data.credit ? { credit: data.credit } : {}),
        ...(prefetch.length ? { prefetch } : {}),
      };
      head.push(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(embedded)}</script>`);
    }
    const html = await renderedPage(
      request,
      template,
      {
        ...renderOf(request, entry),
        ...(data ? { page: data } : {}),
        ...(found && isVisitorData(found) ? { visitor: found } : {}),
        ...(publicPart ? { public: publicPart } : {}),
      },
      head,
    );
    // The page paints from its HTML; its code is asked for once it has (decision 0626).
    return sendHtml(reply, bootAfterPaint(html), data ? 'no-store' : 'no-cache');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (!pages || !wantsPage) return reply.code(404).send({ message: 'No encontramos lo que buscas.' });
    // The public store has its own small entry page (issue 12), rendered by the server from its store and first
    // catalogue page (decision 0790): the first paint shows them, and the page asks for nothing at load.
    const store = /^\/tienda\/([^/]{1,120})\/?$/.exec(pathname)?.[1];
    if (pages.tienda && store) {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const id = safeDecode(store);
      const [data, preview] = await Promise.all([
        storeData?.(id, query).catch((error: unknown) => {
          log(request).warn({ err: error }, 'store data for the HTML failed: the page asks the API instead');
          return undefined;
        }),
        storePreview?.(id).catch(() => undefined),
      ]);
      const template = preview ? withStorePreview(pages.tienda, preview) : pages.tienda;
      const input = { ...renderOf(request, 'store'), ...(data ? { store: data } : {}) };
      return sendHtml(reply, bootAfterPaint(await renderedPage(request, template, input, [])), 'no-cache');
    }
    // A client's statement link (decision 0770): its token is a key; no search engine keeps it, no page it links
    // to learns it.
    const token = /^\/estado-de-cuenta\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (token !== undefined) {
      void reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      // Its own small entry without the router (decision 0770), rendered by the server from the statement its token
      // opens, or its refusal (decision 0790). What he owes is his alone: the HTML is never cached.
      if (pages.statement) {
        const data = await statementData?.(safeDecode(token), request).catch((error: unknown) => {
          log(request).warn({ err: error }, 'statement data for the HTML failed: the page asks the API instead');
          return undefined;
        });
        const input = { ...renderOf(request, 'statement'), ...(data ? { statement: data } : {}) };
        const html = await renderedPage(request, pages.statement, input, []);
        return sendHtml(reply, bootAfterPaint(html), 'no-store');
      }
    }
    if (pathname === '/' && pages.home) return sendPage(request, reply, pages.home, 'home', pathname);
    if (/^\/productos\/[^/]+\/?$/.test(pathname) && pages.product)
      return sendPage(request, reply, pages.product, 'product', pathname);
    return sendPage(request, reply, pages.index, 'app', pathname);
  });
}
