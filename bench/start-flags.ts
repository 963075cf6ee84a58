import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The Node flags `npm start` runs the built server with (the root package.json's start script), so that the bench
 * runs the shop as production does; `heapFlags` are the heap's settings among them (its sizes, decision 0795, and
 * pretenuring off, decision 0796), which the floor and the hello-world are given too: the same runtime for the three
 * servers of a run, so that shop ÷ floor compares code.
 */
const start = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start;
const match = /\bnode((?:\s+--\S+)*)\s+apps\/api\/dist\/main\.mjs/.exec(start);
if (!match) throw new Error(`the start script does not run apps/api/dist/main.mjs with node: ${start}`);
export const startFlags: string[] = match[1]!.trim().split(/\s+/).filter(Boolean);
export const heapFlags: string[] = startFlags.filter((f) =>
  /^--(max-(semi|old)-space-size=|no-allocation-site-pretenuring$)/.test(f),
);
