import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { frequentPageModules, routePreloads } from './src/app/route-preloads';
import { headOf, htmlPages } from './src/html-pages';

const OUT_DIR = 'dist';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * The source files of every `lazyPart('src/…', () => import('./…')…)` in src (lib/lazy-part.tsx). The name is written
 * beside the import: the build fails when the two name different files, or when a lazyPart has another shape.
 */
function declaredParts(dir = 'src', found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) declaredParts(path, found);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.test.tsx') && !path.startsWith(join('src', 'lib', 'lazy-part'))) {
      const text = readFileSync(path, 'utf8');
      const calls = text.match(/\blazyPart\(/g)?.length ?? 0;
      const parts = [...text.matchAll(/\blazyPart\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)];
      if (parts.length !== calls) throw new Error(`${path}: write lazyPart('src/…', () => import('./…')…)`);
      for (const [, module, imported] of parts) {
        const target = join(dirname(path), imported!);
        if (module !== `${target}.tsx` && module !== `${target}.ts` && module !== target)
          throw new Error(`${path}: lazyPart('${module}') imports ${imported}, another file`);
        found.push(module);
      }
    }
  }
  return found;
}

/**
 * `dist/.vite/route-preloads.json`: for each path pattern of src/app/route-preloads.ts, the chunk files its lazy
 * modules need at once (the modules and their static imports), less those the entry already loads. The server
 * adds them to the HTML it serves as `<link rel="modulepreload">` (issue 16). `dist/.vite/frequent-pages.json`: the
 * same for the frequent pages' modules, which a signed-in page prefetches when idle (decision 0629).
 * `dist/.vite/part-chunks.json`: the same for each lazily loaded part of a page (src/lib/lazy-part.tsx), which the
 * server preloads when its render shows the part.
 */
function routePreloadsPlugin(): Plugin {
  return {
    name: 'shop:route-preloads',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler() {
        const manifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Record<
          string,
          ManifestChunk
        >;
        const closure = (keys: string[], seen = new Set<string>()) => {
          for (const key of keys) {
            if (seen.has(key)) continue;
            const chunk = manifest[key];
            if (!chunk) throw new Error(`route-preloads.ts names ${key}, which is not a chunk of the build`);
            seen.add(key);
            closure(chunk.imports ?? [], seen);
          }
          return seen;
        };
        const entry = closure(['index.html']);
        const routes = routePreloads.map(({ pattern, modules, when }) => ({
          pattern,
          scripts: [...closure(modules)].filter((k) => !entry.has(k)).map((k) => `/${manifest[k]!.file}`),
          when,
        }));
        writeFileSync(join(OUT_DIR, '.vite/route-preloads.json'), JSON.stringify(routes, null, 1));
        const frequent = [...closure(frequentPageModules)]
          .filter((k) => !entry.has(k))
          .map((k) => `/${manifest[k]!.file}`);
        writeFileSync(join(OUT_DIR, '.vite/frequent-pages.json'), JSON.stringify(frequent, null, 1));
        const parts = Object.fromEntries(
          declaredParts().map((module) => {
            if (!manifest[module]?.isDynamicEntry)
              throw new Error(`lazyPart('${module}'): not a chunk of its own in the build`);
            return [module, [...closure([module])].filter((k) => !entry.has(k)).map((k) => `/${manifest[k]!.file}`)];
          }),
        );
        writeFileSync(join(OUT_DIR, '.vite/part-chunks.json'), JSON.stringify(parts, null, 1));
      },
    },
  };
}

/**
 * Every HTML entry's `<head>` from one template (src/html-pages.ts): the files hold `<head></head>`, which this fills
 * before Vite adds the entry's script and stylesheet tags, in the build and on the dev server alike.
 */
function htmlHeadPlugin(): Plugin {
  return {
    name: 'shop:html-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        const file = basename(ctx.filename);
        const page = Object.values(htmlPages).find((p) => p.file === file);
        if (!page) throw new Error(`${file} is not in src/html-pages.ts`);
        if (!html.includes('<head></head>')) throw new Error(`${file}: its <head> comes from src/html-pages.ts`);
        return html.replace('<head></head>', () => `<head>\n    ${headOf(page)}\n  </head>`);
      },
    },
  };
}

/** Every compressible file of the build also as `.br` (brotli 11) and `.gz` (gzip 9), served as such by the API. */
function precompressPlugin(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? (name === '.vite' ? [] : walk(path)) : [path];
    });
  return {
    name: 'shop:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(OUT_DIR)) {
          if (!compressible.test(file)) continue;
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The server entry (decision 0790), `vite build --ssr`: src/entry-server.tsx into dist/.ssr/entry-server.js, after
 * the browser's build (which empties dist). The static file server never serves a dot directory (like dist/.vite).
 */
const serverBuild = defineConfig({
  plugins: [react()],
  // Everything bundled, React's production build included: the API does not set NODE_ENV, and React's development
  // build renders several times slower.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: `${OUT_DIR}/.ssr`,
    emptyOutDir: false,
    sourcemap: false,
    target: 'node20',
    copyPublicDir: false,
    rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
  },
});

const browserBuild = defineConfig({
  plugins: [react(), tailwindcss(), htmlHeadPlugin(), routePreloadsPlugin(), precompressPlugin()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // One entry per HTML file of src/html-pages.ts: index.html under the router, and the small entries without it
    // (issue 16; decisions 0625, 0770). apps/api/src/web-app.ts picks the file.
    rollupOptions: {
      input: Object.fromEntries(Object.entries(htmlPages).map(([name, page]) => [name, page.file])),
      output: {
        // One chunk for what every entry's first paint needs (React DOM, TanStack Query, the providers, the site's
        // header and footer and what they import): without it, the modules shared by index.html and the small
        // entries came in a dozen tiny chunks, ~4 KB of gzip overhead and more requests on every page (0625).
        // The lazily loaded parts' helpers (lib/lazy-part.tsx) with it: every entry's mount loads the parts its
        // render showed, and pages declare them; apart, they came as three more chunks on an order's detail.
        codeSplitting: {
          groups: [
            {
              name: 'site',
              test: /[\\/]src[\\/](app[\\/](site-frame|standalone)\.tsx|lib[\\/](shown-parts\.ts|lazy-part\.tsx|preloadable\.tsx))$/,
            },
            // The query keys the account pages share (her orders, payments, store): one small chunk, not three
            // (they came with the entry while it seeded the cache itself; the server does now, decision 0790).
            {
              name: 'account-keys',
              test: /[\\/]src[\\/](lib[\\/](historic-orders|payments)|features[\\/]account[\\/]api[\\/]get-custom-store)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
