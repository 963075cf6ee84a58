/**
 * Instructions per request (decision 0800): the shop or the floor run under valgrind's callgrind against a database
 * kept by `npm run bench -- --keep`, driven by that run's request mix; after a warm-up with counting off, counting is
 * turned on for a fixed number of requests and the process's instructions (every thread's, user space) are divided
 * by them. A count, not a time: what the machine's neighbours do does not change it, so two builds can be compared in
 * one run each where the bench's req/s needs many turns (its per-turn noise is ~10 %).
 *   npm run bench:instructions -- <database-url> <requests.json> <scenario-substring>
 *     [--server=shop|floor] [--dist=apps/api/dist] [--connections=1] [--warmup=10000] [--requests=2000]
 * One connection by default: with several, how requests batch in each event-loop turn changes from run to run and
 * with it the count (±6 % seen at 32 connections, ±0.3 % at one). About a minute a run; two runs can go side by side.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { shopEnv, waitFor } from './servers';
import { heapFlags } from './start-flags';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const [url, requestsFile, scenario] = args.filter((a) => !a.startsWith('--'));
if (!url || !requestsFile || !scenario) {
  console.error(
    'usage: bench/instructions.ts <database-url> <requests.json> <scenario-substring> [--server=shop|floor]',
  );
  process.exit(2);
}
const server = option('server', 'shop');
const dist = option('dist', 'apps/api/dist');
const connections = Number(option('connections', '1'));
const warmup = Number(option('warmup', '10000'));
const counted = Number(option('requests', '2000'));

const mix = JSON.parse(readFileSync(requestsFile, 'utf8')) as Record<string, autocannon.Request[]>;
const name = Object.keys(mix).find((k) => k.includes(scenario));
if (!name) throw new Error(`no scenario named like "${scenario}" in ${requestsFile}`);
const requests = mix[name]!;

const root = resolve(import.meta.dirname, '..');
const port = 4100 + (process.pid % 800);
const out = mkdtempSync(join(tmpdir(), 'instructions-'));
const floor = server === 'floor';
const child = spawn(
  'valgrind',
  [
    '--tool=callgrind',
    '--quiet',
    '--instr-atstart=no',
    // V8 writes and rewrites its code at run time.
    '--smc-check=all-non-file',
    `--callgrind-out-file=${out}/callgrind.%p`,
    process.execPath,
    ...heapFlags,
    // No background compiler or GC threads: their share would depend on how the threads were scheduled.
    '--single-threaded',
    ...(floor ? ['--import', 'tsx', 'bench/floor/server.ts', String(port), url] : [`${dist}/main.mjs`]),
  ],
  {
    cwd: root,
    env: shopEnv(url, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

child.once('error', (err) => {
  console.error(`valgrind could not start (apt-get install -y valgrind): ${err.message}`);
  process.exit(1);
});

async function main() {
  // Under valgrind the shop takes some 20–40 s to start.
  await waitFor(`http://127.0.0.1:${port}${floor ? '/floor/healthz' : '/healthz'}`, child, 300_000);
  const load = (amount: number) =>
    new Promise<autocannon.Result>((done, fail) => {
      autocannon({ url: `http://127.0.0.1:${port}`, connections, amount, requests, timeout: 60 }, (err, result) =>
        err ? fail(err instanceof Error ? err : new Error(String(err))) : done(result),
      );
    });
  await load(warmup);
  const control = (...flags: string[]) =>
    execFileSync('callgrind_control', [...flags, String(child.pid)], { stdio: 'ignore' });
  control('-i', 'on');
  const result = await load(counted);
  control('-i', 'off');
  control('-d');
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  // The dump's counts (the file written at exit counts nothing: counting was off).
  let instructions = 0;
  for (const file of readdirSync(out))
    instructions += Number(/^totals: (\d+)/m.exec(readFileSync(join(out, file), 'utf8'))?.[1] ?? 0);
  const failed = result.non2xx + result.errors;
  console.log(
    `${server} ${dist === 'apps/api/dist' || floor ? '' : `(${dist}) `}${name}: ${(instructions / result.requests.total / 1000).toFixed(1)} k instructions a request (${result.requests.total} requests, ${connections} connection${connections === 1 ? '' : 's'}${failed ? `, ${failed} failed` : ''})`,
  );
  if (failed) process.exitCode = 1;
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
    child.kill('SIGKILL');
  })
  .finally(() => rmSync(out, { recursive: true, force: true }));
