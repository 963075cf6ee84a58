/**
 * npm run bench: seeds a large data set on PostgreSQL (BENCH_DATABASE_URL, default the machine's local
 * server), starts the shop, a bare Fastify hello-world and the floor (bench/floor: the least server that gives the
 * same answers, for the scenarios it has) as their own processes, drives each scenario with autocannon and prints
 * p50/p99 latency and requests/s beside the hello-world and the floor measured in the same run, and the CPU each
 * request cost in the server process and in PostgreSQL (µs; contention on the machine changes these far less).
 * The seeded database is vacuumed, analysed and checkpointed before any measuring; the shop and the floor are
 * measured in turns (A B B A A B B A A B B A: six turns each of 2.5 s by default): each row's
 * figures are the medians of its turns, and shop ÷ floor the median of the adjacent pairs' ratios (decision 0799).
 * Each of the two runs as three processes, started together and all driven through every scenario (decision 0808):
 * a row's first third of turns measures the first shop against the first floor, the next third the second pair, the
 * last the third, each pair warmed up right before its turns; so one process's luck on a route (the same code ran
 * at 18–20 µs a postal request in one process and 24–28 in others) is a third of a row's pairs, and the median of
 * the pairs' ratios reads past it.
 *   npm run bench -- [scenario-name-substring] [--duration=15] [--turns=6] [--pairs=3] [--warmup=3] [--profile=/tmp/prof]
 *   [--keep] [--verbose]
 * --turns=N gives each server N turns of duration ÷ N seconds; --pairs=P runs P processes of each (the turns shared
 * among them in order; --pairs=1 is one process each, as before decision 0808); --verbose prints each turn's figures.
 * --keep leaves the seeded database in place (its name is printed) to study the queries with psql, and writes each
 * scenario's request mix beside it (`$TMPDIR/<database>.requests.json`) to drive a server of one's own against it.
 * --profile=DIR runs the shops under `node --cpu-prof` and each writes its .cpuprofile to DIR when it stops (one file a
 * process, named by its pid), and the floors theirs to DIR/floor (a floor's main thread's is the file with the lower
 * thread number of its pid; the other is tsx's loader).
 * The shop runs with the Node flags of `npm start`; the hello-world and the floor with the same heap sizes.
 * BENCH_PORT=N puts its servers on ports N onwards (default 3901: the shop, the hello-world, the floor, then each
 * further pair's shop and floor), so that two runs cannot answer each other.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '@shop/db/client';
import { sql } from 'drizzle-orm';
import type { BenchScenario, BenchState } from './scenario';
import { SCENARIOS } from './scenarios';
import { median, processCpu, shopEnv, waitFor } from './servers';
import { heapFlags, startFlags } from './start-flags';

const root = resolve(import.meta.dirname, '..');
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const args = process.argv.slice(2);
const duration = Number(args.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 15);
const warmup = Number(args.find((a) => a.startsWith('--warmup='))?.split('=')[1] ?? 3);
const keep = args.includes('--keep');
const filter = args.find((a) => !a.startsWith('--'));
const profileDir = args.find((a) => a.startsWith('--profile='))?.split('=')[1];
/** Turns of each server per scenario (shop and floor alternate A B B A …), each a share of the duration. */
const turns = Number(args.find((a) => a.startsWith('--turns='))?.split('=')[1] ?? 6);
const turnSeconds = duration / turns;
/** Processes of the shop and of the floor (decision 0808); each row's turns are shared among the pairs in order. */
const pairs = Number(args.find((a) => a.startsWith('--pairs='))?.split('=')[1] ?? 3);
if (!Number.isInteger(pairs) || pairs < 1 || pairs > turns) throw new Error(`--pairs must be 1 to --turns (${turns})`);
const verbose = args.includes('--verbose');
/** The shop, the hello-world and the floor listen on this port and the next two, further pairs after (BENCH_PORT). */
const portBase = Number(process.env.BENCH_PORT ?? 3901);

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

type BenchRequest = ReturnType<BenchScenario['request']>;

/** The requests whose answers the floor must give as the shop does (the i-th of the run's mix). */
const CHECKED_REQUESTS = [0, 1, 2, 3, 4, 5, 6, 7, 24, 999];

/**
 * A request as someone else would send it: without its credentials, with an unknown session or token (401), and
 * naming another customer in its query (404), so that the floor's guard answers as the shop's.
 */
function strangers(r: BenchRequest): BenchRequest[] {
  const out: BenchRequest[] = [];
  const { cookie, authorization, ...rest } = r.headers ?? {};
  if (cookie !== undefined) out.push({ ...r, headers: rest }, { ...r, headers: { ...rest, cookie: 'sid=unknown' } });
  if (authorization !== undefined)
    out.push({ ...r, headers: rest }, { ...r, headers: { ...rest, authorization: 'Bearer unknown' } });
  const other = r.path.replace(/([?&](?:customer_id|customerId|id_socio)=)[^&]*/, '$1999999999');
  if (other !== r.path) out.push({ ...r, path: other });
  return out;
}

/** The headers of an answer that are part of it (its type, its caching, what may load or frame it): the floor's are the shop's. */
const ANSWER_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'x-frame-options',
];

/**
 * The floor's answers to a scenario's requests are the shop's: same status, same JSON (keys in any order), the same
 * `ANSWER_HEADERS` and a request id in the same form (decision 0807), for several
 * requests of the mix (pages, searches, zips differ) and for a stranger's versions of the first.
 */
async function sameAnswers(s: BenchScenario, state: BenchState, shopPort: number, floorPort: number) {
  const requests = CHECKED_REQUESTS.map((i) => s.request(state, i));
  for (const r of [...requests, ...strangers(requests[0]!)]) await sameAnswer(r, shopPort, floorPort);
}

async function sameAnswer(r: BenchRequest, shopPort: number, floorPort: number) {
  const get = async (port: number) => {
    const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
      method: r.method ?? 'GET',
      headers: { ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) },
      ...(r.body ? { body: r.body } : {}),
    });
    const body: unknown = await res.json();
    const headers = Object.fromEntries(ANSWER_HEADERS.map((name) => [name, res.headers.get(name)]));
    // Each answer names its request as the shop's do (a process's prefix and a count; the values differ by nature).
    const requestId = /^[0-9a-f]{12}-[0-9a-z]+$/.test(res.headers.get('x-request-id') ?? '');
    return { status: res.status, body, headers, requestId };
  };
  const [shop, floor] = await Promise.all([get(shopPort), get(floorPort)]);
  try {
    assert.deepStrictEqual(floor, shop);
  } catch (err) {
    const who = r.headers?.cookie ?? r.headers?.authorization ?? 'no credentials';
    throw new Error(`the floor's answer to ${r.path} (${who}) differs from the shop's: ${(err as Error).message}`);
  }
}

/** CPU time (user + system) a process has used, in µs (0 once it is gone). */
function cpuUs(pid: number): number {
  const { user, sys } = processCpu(pid);
  return user + sys;
}

/**
 * A load run with the CPU it cost per request, in µs: the server's own process and PostgreSQL's, counted on the
 * backends of the run's database (`backends`: their pids, read as the run starts, the pools being full after the
 * warm-up), so that other work on the same PostgreSQL server is not counted, nor lost when a backend of it exits
 * (contention from other work on the machine changes req/s much more than it changes these).
 */
async function measured(server: ChildProcess, backends: () => Promise<number[]>, ...args: Parameters<typeof run>) {
  const pids = await backends();
  const [node0, db0] = [cpuUs(server.pid!), pids.map(cpuUs)];
  const result = await run(...args);
  const n = Math.max(1, result.requests.total);
  // Backends that were there at the start count what they used since; those a pool opened during the run (after its
  // idle connections closed) count all they used.
  const opened = (await backends()).filter((pid) => !pids.includes(pid));
  const dbUs =
    pids.reduce((sum, pid, i) => sum + Math.max(0, cpuUs(pid) - db0[i]!), 0) +
    opened.reduce((sum, pid) => sum + cpuUs(pid), 0);
  // Requests per second over the turn (autocannon's average is of whole seconds, which a short turn does not fill).
  const rate = result.requests.total / Math.max(0.01, result.duration);
  return { result, rate, nodeUs: (cpuUs(server.pid!) - node0) / n, dbUs: dbUs / n };
}

type Measured = Awaited<ReturnType<typeof measured>>;

/**
 * One server's turns as one result: the medians of the turns' p50, p99 and req/s (a burst of a neighbour's load in
 * one turn moves them little), the requests and errors summed, the CPU per request over all of its requests.
 */
function combined(runs: Measured[]) {
  const n = runs.reduce((sum, t) => sum + Math.max(1, t.result.requests.total), 0);
  return {
    result: {
      latency: {
        p50: median(runs.map((t) => t.result.latency.p50)),
        p99: median(runs.map((t) => t.result.latency.p99)),
      },
      requests: { average: median(runs.map((t) => t.rate)), total: n },
      non2xx: runs.reduce((sum, t) => sum + t.result.non2xx, 0),
      errors: runs.reduce((sum, t) => sum + t.result.errors, 0),
    },
    nodeUs: runs.reduce((sum, t) => sum + t.nodeUs * Math.max(1, t.result.requests.total), 0) / n,
    dbUs: runs.reduce((sum, t) => sum + t.dbUs * Math.max(1, t.result.requests.total), 0) / n,
  };
}

function run(
  url: string,
  connections: number,
  requests: autocannon.Request[],
  seconds = duration,
): Promise<autocannon.Result> {
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (err, result) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolvePromise(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function main() {
  const dbName = `shop_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  const url = withDatabase(baseUrl, dbName);
  const children: ChildProcess[] = [];
  const keptRequests: Record<string, autocannon.Request[]> = {};
  let stopping = false;
  try {
    const database = await openDatabase({ url });
    await database.migrate();
    const scenarios = SCENARIOS.filter((s) => !filter || s.name.includes(filter));
    const states = new Map<BenchScenario, BenchState>();
    for (const s of scenarios) {
      const t0 = Date.now();
      states.set(s, await s.seed(database.db));
      console.log(`seeded for ${s.name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    // Settled before any measuring: every table vacuumed and analysed and the dirty pages written, as a database in
    // use is; else autovacuum and the checkpointer work through the fresh seed during the first scenarios' runs.
    const t0 = Date.now();
    await database.db.execute(sql`vacuum analyze`);
    await database.db.execute(sql`checkpoint`);
    console.log(`settled (vacuum analyze, checkpoint) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await database.close();

    const helloPort = portBase + 1;
    const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`] : [];
    // The built server, as `npm start` runs it, with its flags (npm run bench builds it first).
    const startShop = (port: number) =>
      spawn(process.execPath, [...startFlags, ...profileArgs, 'apps/api/dist/main.mjs'], {
        cwd: root,
        env: shopEnv(url, port),
        stdio: 'inherit',
      });
    const startFloor = (port: number) =>
      spawn(
        process.execPath,
        [
          ...heapFlags,
          ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir, 'floor')}`] : []),
          '--import',
          'tsx',
          'bench/floor/server.ts',
          String(port),
          url,
        ],
        { cwd: root, stdio: 'inherit' },
      );
    const hello = spawn(process.execPath, [...heapFlags, resolve(root, 'bench/hello.mjs'), String(helloPort)], {
      stdio: 'inherit',
    });
    children.push(hello);
    // The first pair on the first ports (the shop on BENCH_PORT, the floor two above), each further pair after them.
    const servers = Array.from({ length: pairs }, (_, p) => {
      const shopPort = p === 0 ? portBase : portBase + 1 + 2 * p;
      const floorPort = p === 0 ? portBase + 2 : portBase + 2 + 2 * p;
      const pair = { shop: startShop(shopPort), shopPort, floor: startFloor(floorPort), floorPort };
      children.push(pair.shop, pair.floor);
      return pair;
    });
    /** The PostgreSQL backends serving the run's database (the shops' and the floors' pools). */
    const backends = async () =>
      (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName])).rows.map(
        (r) => r.pid,
      );
    // A server that stops before the run ends says so (with its exit code or the signal that ended it).
    const named: [string, ChildProcess][] = [
      ['the hello-world', hello],
      ...servers.flatMap(({ shop, floor }, p): [string, ChildProcess][] => [
        [`the shop${pairs > 1 ? ` (${p + 1})` : ''}`, shop],
        [`the floor${pairs > 1 ? ` (${p + 1})` : ''}`, floor],
      ]),
    ];
    for (const [name, c] of named)
      c.once('exit', (code, signal) => {
        if (!stopping) console.error(`${name} stopped during the run (${signal ?? `exit code ${code}`})`);
      });
    for (const { shop, shopPort, floor, floorPort } of servers) {
      await waitFor(`http://127.0.0.1:${shopPort}/healthz`, shop);
      await waitFor(`http://127.0.0.1:${floorPort}/floor/healthz`, floor);
    }
    await waitFor(`http://127.0.0.1:${helloPort}/hello`, hello);
    const shopPort = servers[0]!.shopPort;

    const rows: string[][] = [];
    const p99s = new Map<string, number>();
    let failed = false;
    for (const s of scenarios) {
      const state = states.get(s)!;
      await s.check?.(state, `http://127.0.0.1:${shopPort}`);
      if (s.floor) for (const pair of servers) await sameAnswers(s, state, pair.shopPort, pair.floorPort);
      const connections = s.target.connections;
      const requests: autocannon.Request[] = Array.from({ length: 1000 }, (_, i) => {
        const r = s.request(state, i);
        return {
          method: r.method ?? 'GET',
          path: r.path,
          headers: { ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) },
          ...(r.body ? { body: r.body } : {}),
        };
      });
      if (keep) keptRequests[s.name] = requests;
      const baseline = await run(`http://127.0.0.1:${helloPort}/hello`, connections, [
        { method: 'GET', path: '/hello' },
      ]);
      // Shop and floor in turns, A B B A A B B A … (decision 0799): what the machine's neighbours or PostgreSQL's
      // background work take during the run falls on both alike, not on whichever ran first. The turns are shared
      // among the pairs of processes in order (decision 0808: the first third the first pair's, and so on).
      const shopRuns: Measured[] = [];
      const floorRuns: Measured[] = [];
      for (let i = 0, warmed = -1; i < turns; i++) {
        const pair = Math.floor((i * pairs) / turns);
        const { shop, shopPort, floor, floorPort } = servers[pair]!;
        if (pair !== warmed) {
          // Warm-up: the same request mix for a few seconds, so that the figures are the steady state (JIT-compiled
          // code, filled pools and caches), not the start of the process; right before the pair's turns, so that
          // neither server's pool has closed its idle connections (pg's 10 s) when its first turn starts, as the
          // shop's had while the hello-world ran between its warm-up and its first turn.
          await run(`http://127.0.0.1:${shopPort}`, connections, requests, warmup);
          if (s.floor) await run(`http://127.0.0.1:${floorPort}`, connections, requests, warmup);
          warmed = pair;
        }
        for (const shopTurn of s.floor ? (i % 2 ? [false, true] : [true, false]) : [true]) {
          const [server, port, runs] = shopTurn ? [shop, shopPort, shopRuns] : [floor, floorPort, floorRuns];
          const turn = await measured(server, backends, `http://127.0.0.1:${port}`, connections, requests, turnSeconds);
          runs.push(turn);
          if (verbose)
            console.log(
              `  ${shopTurn ? 'shop ' : 'floor'}${pairs > 1 ? ` ${pair + 1}` : ''} ${turn.rate.toFixed(0).padStart(6)} req/s  p99 ${turn.result.latency.p99} ms  ${turn.nodeUs.toFixed(0)} + ${turn.dbUs.toFixed(0)} µs`,
            );
        }
      }
      const shopRun = combined(shopRuns);
      const result = shopRun.result;
      p99s.set(s.name, result.latency.p99);
      const floorRun = s.floor ? combined(floorRuns) : undefined;
      const floorResult = floorRun?.result;
      // Shop ÷ floor as the median of the adjacent turns' ratios (A B, B A, …: the i-th turn of each is in the i-th pair),
      // so that the machine's speed, which drifts by up to 40 % within a run here, is nearly the same for both of a pair.
      const paired = (of: (m: Measured) => number) => median(floorRuns.map((f, i) => of(shopRuns[i]!) / of(f)));
      const rateRatio = s.floor ? paired((m) => m.rate) : undefined;
      const p99Ratio = s.floor ? paired((m) => m.result.latency.p99) : undefined;
      const cpu = (r: { nodeUs: number; dbUs: number }) => `${r.nodeUs.toFixed(0)} + ${r.dbUs.toFixed(0)} µs`;
      const non2xx = result.non2xx + result.errors;
      const other = s.compareTo && p99s.get(s.compareTo.scenario);
      const ratio = other ? result.latency.p99 / other : undefined;
      const ok =
        result.latency.p99 <= s.target.p99Ms && non2xx === 0 && (ratio === undefined || ratio <= s.compareTo!.p99Ratio);
      failed ||= !ok;
      rows.push([
        s.name,
        String(connections),
        `${result.latency.p50} / ${result.latency.p99} ms`,
        result.requests.average.toFixed(0),
        `${baseline.latency.p50} / ${baseline.latency.p99} ms`,
        baseline.requests.average.toFixed(0),
        (result.requests.average / baseline.requests.average).toFixed(3),
        floorResult ? `${floorResult.latency.p50} / ${floorResult.latency.p99} ms` : '—',
        floorResult ? floorResult.requests.average.toFixed(0) : '—',
        rateRatio !== undefined ? rateRatio.toFixed(2) : '—',
        p99Ratio !== undefined ? p99Ratio.toFixed(2) : '—',
        cpu(shopRun),
        floorRun ? cpu(floorRun) : '—',
        `${ok ? 'ok' : 'MISSED'} (p99 ≤ ${s.target.p99Ms} ms${
          ratio !== undefined ? `; p99 ${ratio.toFixed(2)}× its list's, ≤ ${s.compareTo!.p99Ratio}` : ''
        }${non2xx ? `, ${non2xx} errors` : ''})`,
      ]);
    }
    const header = [
      'endpoint',
      'conn',
      'p50 / p99',
      'req/s',
      'hello p50 / p99',
      'hello req/s',
      'req/s ratio',
      'floor p50 / p99',
      'floor req/s',
      'req/s ÷ floor',
      'p99 ÷ floor',
      'CPU/req node + db',
      'floor CPU/req',
      'target',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}\n`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
    // The shop writes its CPU profile only as it exits; wait for that (bounded) before dropping the database.
    await Promise.all(
      children
        .filter((c) => c.exitCode === null)
        .map(
          (c) =>
            new Promise((r) => {
              c.once('exit', r);
              setTimeout(r, profileDir ? 15_000 : 2_000);
            }),
        ),
    );
    if (keep) {
      const file = resolve(tmpdir(), `${dbName}.requests.json`);
      writeFileSync(file, JSON.stringify(keptRequests));
      console.log(`kept the database ${dbName} (each scenario's requests in ${file})`);
    } else await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
