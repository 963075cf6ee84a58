import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyApp } from './http';

/** The image a path shows largest first (its LCP element), for the HTML to preload; undefined when none. */
export type LcpImage = (pathname: string) => Promise<string | undefined>;

interface RoutePreloads {
  pattern: RegExp;
  scripts: string[];
}

/** What vite.config.ts wrote: the chunks of each route's lazy modules (apps/web/src/app/route-preloads.ts). */
function readRoutePreloads(root: string): RoutePreloads[] {
  const file = join(root, '.vite/route-preloads.json');
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')) as { pattern: string; scripts: string[] }[];
  return routes.map((r) => ({ pattern: new RegExp(r.pattern), scripts: r.scripts }));
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built React app: hashed assets cached for a year (their brotli or gzip copy from the build when the
 * browser takes it), and for every app route the app's HTML with `<link rel="modulepreload">` for the route's own
 * chunks and a preload of its LCP image, so that the page's code and picture load in parallel with the entry
 * instead of after it (issue 16).
 */
export async function registerWebApp(app: AnyApp, webDist: string | undefined, lcpImage?: LcpImage) {
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
  const pages = root
    ? {
        index: readFileSync(join(root, 'index.html'), 'utf8'),
        tienda: existsSync(join(root, 'tienda.html')) ? readFileSync(join(root, 'tienda.html'), 'utf8') : undefined,
        routes: readRoutePreloads(root),
      }
    : undefined;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (!pages || !wantsPage) return reply.code(404).send({ message: 'No encontramos lo que buscas.' });
    // The public store has its own small entry page (issue 12); every other route is the app's index.html.
    if (pages.tienda && /^\/tienda\/[^/]+\/?$/.test(pathname))
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(pages.tienda);

    const links = (pages.routes.find((r) => r.pattern.test(pathname))?.scripts ?? []).map(
      (src) => `<link rel="modulepreload" crossorigin href="${attr(src)}">`,
    );
    const image = await lcpImage?.(pathname).catch(() => undefined);
    if (image) links.unshift(`<link rel="preload" as="image" fetchpriority="high" href="${attr(image)}">`);
    const html = links.length ? pages.index.replace('</head>', `${links.join('')}</head>`) : pages.index;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
