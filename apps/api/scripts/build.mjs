/**
 * Builds the API into one ES module, apps/api/dist/main.mjs, for `npm start` and the benchmarks
 * (docs/decisions/0009-compiled-server.md). Our TypeScript (apps/api and the @shop/* packages) is bundled;
 * every package from node_modules stays an import, so native addons, WebAssembly and asset files load from
 * where they are installed. Unlike tsx, the output keeps no function names (`keepNames`), which cost ~35 %
 * in hot domain code, and nothing is transpiled while the shop runs.
 */
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
await build({
  entryPoints: { main: resolve(api, 'src/main.ts') },
  outdir: resolve(api, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  // Packages from node_modules are imported at run time; only our own workspaces (@shop/*) are bundled.
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`API built into apps/api/dist in ${Date.now() - started} ms`);
