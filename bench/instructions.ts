/**
 * Instructions per request (decision 0800): the shop or the floor run under valgrind's callgrind against a database
 * kept by `npm run bench -- --keep`, driven by that run's request mix; after a warm-up with counting off, counting is
 * turned on for a fixed number of requests and the process's instructions (every thread's, user space) are divided
 * by them. A count, not a time: what the machine's neighbours do does not change it, so two builds can be compared in
 * one run each where the bench's req/s needs many turns (its per-turn noise is ~10 %).
 *   npm run bench:instructions -- <database-url> <requests.json> <scenario-substring>
 *     [--server=shop|floor] [--dist=apps/api/dist] [--connections=1] [--warmup=10000] [--requests=2000] [--others=1000]
 * Before its own warm-up the server answers `--others` requests of every other scenario of the mix, as it has in a
 * whole `npm run bench` (and a production process always has): code Fastify, Node and pg run for every request has
 * then seen the other routes' objects, and a count taken after one route alone reads lower than the bench's row
 * (postal code: 90 k alone, 105 k after the others, decision 0803). `--others=0` counts the route alone.
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
const others = Number(option('others', '1000'));
const WARMUP_RUNS = 50;
/** V8's optimising compilers (TurboFan, Maglev) and its garbage collector, by the names of their C++ functions. */
const COMPILER_OR_GC =
  /v8::internal::(compiler|maglev|baseline)::|v8::internal::(Heap|MarkCompact|Marking|Scaveng|Sweeper|Evacuat|RememberedSet|ConcurrentMarking|MinorMarkCompact|GCTracer|MemoryAllocator|PagedSpace|Page::|LargeObjectSpace|MarkingVisitor|MainMarkingVisitor|BodyDescriptorBase::IteratePointers<v8::internal::(Main|Record|Young|Scaveng|Pointers))|heap::base::|cppgc::|v8::internal::(OptimizingCompileDispatcher|Deoptimizer|Pipeline|TurbofanCompilationJob|Compiler::)/;

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
    // The order sweep runs by the clock (each minute); under valgrind a minute is a few hundred requests, and a sweep
    // inside the count (its statements, and the deoptimisations its differently shaped queries set off in pg's code)
    // added 35–60 k instructions a request to 'Me deben''s count (outside the compilers and GC) from run to run: it is kept out.
    env: { ...shopEnv(url, port), SWEEP_INTERVAL_MS: String(24 * 3600_000) },
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
  // Each connection goes through the mix from its start: a run of `amount` requests starting at `from` in it.
  const load = (amount: number, from = 0, mixed = requests) =>
    new Promise<autocannon.Result>((done, fail) => {
      const start = from % mixed.length;
      const rotated = [...mixed.slice(start), ...mixed.slice(0, start)];
      autocannon(
        { url: `http://127.0.0.1:${port}`, connections, amount, requests: rotated, timeout: 60 },
        (err, result) => (err ? fail(err instanceof Error ? err : new Error(String(err))) : done(result)),
      );
    });
  // The warm-up in many runs, each on new connections: code that runs once a connection (a socket's streams, the
  // parser's setup) gets optimised, and the maps of those objects settle, before counting starts. Warmed up in one
  // run, the counted run's new connection set off deoptimisations and compiles of Node's stream and http code
  // inside the count (one new socket in the counted window cost some 100–300 k instructions a request, amortised).
  // The runs go on through the mix where the last stopped, so that the warm-up has sent every request of it before
  // the count (a postal code first asked inside the count was read from the database there: its cache was cold).
  // The other scenarios first (see --others), each in a few runs on new connections too.
  const OTHERS_RUNS = 5;
  const perOtherRun = Math.ceil(others / OTHERS_RUNS);
  for (const [other, otherRequests] of Object.entries(mix))
    if (others > 0 && other !== name)
      for (let i = 0; i < OTHERS_RUNS; i++) await load(perOtherRun, i * perOtherRun, otherRequests);
  const perRun = Math.ceil(warmup / WARMUP_RUNS);
  for (let i = 0; i < WARMUP_RUNS; i++) await load(perRun, i * perRun);
  const control = (...flags: string[]) =>
    execFileSync('callgrind_control', [...flags, String(child.pid)], { stdio: 'ignore' });
  control('-i', 'on');
  const result = await load(counted);
  control('-i', 'off');
  control('-d');
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  // The dump's counts (the file written at exit counts nothing: counting was off), and the share of V8's optimising
  // compilers and garbage collector in them, by function name (callgrind_annotate): when those run is a matter of
  // timing (valgrind runs the process some 50 times slower, and V8's memory reducer and pg's idle clients go by the
  // clock), so one run may count a full GC or a round of recompiling and the next none. What the request itself runs
  // is the count without them.
  let instructions = 0;
  let background = 0;
  for (const file of readdirSync(out)) {
    const path = join(out, file);
    const total = Number(/^totals: (\d+)/m.exec(readFileSync(path, 'utf8'))?.[1] ?? 0);
    if (total === 0) continue;
    instructions += total;
    const annotated = execFileSync('callgrind_annotate', ['--threshold=100', path], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    for (const line of annotated.split('\n')) {
      const m = /^\s*([\d,]+) \([^)]*\)\s+(.*)$/.exec(line);
      if (m && COMPILER_OR_GC.test(m[2]!) && !m[2]!.includes('PROGRAM TOTALS'))
        background += Number(m[1]!.replaceAll(',', ''));
    }
  }
  const failed = result.non2xx + result.errors;
  const perRequest = (n: number) => `${(n / result.requests.total / 1000).toFixed(1)} k`;
  console.log(
    `${server} ${dist === 'apps/api/dist' || floor ? '' : `(${dist}) `}${name}: ${perRequest(instructions - background)} instructions a request outside V8's compilers and GC, ${perRequest(instructions)} in all (${result.requests.total} requests, ${connections} connection${connections === 1 ? '' : 's'}${others > 0 ? `, after ${others} of each other scenario` : ', alone'}${failed ? `, ${failed} failed` : ''})`,
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
