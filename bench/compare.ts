/**
 * One scenario's shop ÷ floor as a whole `npm run bench` reaches it, and where the difference goes (decision 0805):
 * against a database kept by `npm run bench -- --keep`, the built shop and the floor are started, each is driven
 * through the scenarios that come before the named one in a whole run (`--warm` seconds each), and then the two are
 * measured in turns A B B A …, as the bench measures each of its pairs (one pair here, decision 0808): each turn's
 * req/s, p99, the server's user and system CPU per request (from /proc), how busy that kept the server (% of one
 * core), and the load generator's own CPU per request (autocannon, in this process: on two cores it competes with
 * the server, decision 0806), and the medians of the pairs' ratios.
 *   npm run bench:compare -- <database-url> <requests.json> <scenario-substring> [--turns=6] [--turn=2.5] [--warm=5]
 *     [--aa] [--perf=DIR] [--trace-gc]
 * --aa runs a second floor in the shop's place (A/A): the spread of its ratios over runs is the instrument's own
 * noise on that row, on this machine, that day.
 * --perf=DIR records each turn with `perf record` (Debian's linux-perf; the servers run with --perf-basic-prof so that
 * JIT-compiled functions have names), and prints the samples per 1,000 requests by function, shop beside floor,
 * largest difference first: what the valgrind count of `bench:instructions` cannot show (the kernel's share, time
 * lost to cache misses, the GC's threads).
 * --trace-gc passes V8's --trace-gc to both servers (their lines are printed as they come, between the turns').
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { SCENARIOS } from './scenarios';
import { median, processCpu, shopEnv, waitFor } from './servers';
import { heapFlags, startFlags } from './start-flags';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const [url, requestsFile, scenario] = args.filter((a) => !a.startsWith('--'));
if (!url || !requestsFile || !scenario) {
  console.error('usage: bench/compare.ts <database-url> <requests.json> <scenario-substring> [options]');
  process.exit(2);
}
const turns = Number(option('turns', '6'));
const turnSeconds = Number(option('turn', '2.5'));
const warmSeconds = Number(option('warm', '5'));
const perfDir = option('perf', '');
const aa = args.includes('--aa');
const gcFlags = args.includes('--trace-gc') ? ['--trace-gc'] : [];
const perfFlags = perfDir ? ['--perf-basic-prof'] : [];

const mix = JSON.parse(readFileSync(requestsFile, 'utf8')) as Record<string, autocannon.Request[]>;
const names = Object.keys(mix);
const name = names.find((k) => k.includes(scenario));
if (!name) throw new Error(`no scenario named like "${scenario}" in ${requestsFile}`);
const connectionsOf = (n: string) => SCENARIOS.find((s) => s.name === n)?.target.connections ?? 32;

const root = resolve(import.meta.dirname, '..');
const shopPort = 4200 + (process.pid % 400);
const floorPort = shopPort + 400;
const floorArgs = (port: number) => [
  ...heapFlags,
  ...perfFlags,
  ...gcFlags,
  '--import',
  'tsx',
  'bench/floor/server.ts',
  String(port),
  url,
];
const shop = aa
  ? spawn(process.execPath, floorArgs(shopPort), { cwd: root, stdio: 'inherit' })
  : spawn(process.execPath, [...startFlags, ...perfFlags, ...gcFlags, 'apps/api/dist/main.mjs'], {
      cwd: root,
      env: shopEnv(url, shopPort),
      stdio: 'inherit',
    });
const floor = spawn(process.execPath, floorArgs(floorPort), { cwd: root, stdio: 'inherit' });

const load = (port: number, connections: number, requests: autocannon.Request[], seconds: number) =>
  new Promise<autocannon.Result>((done, fail) => {
    autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests }, (err, result) =>
      err ? fail(err instanceof Error ? err : new Error(String(err))) : done(result),
    );
  });

interface Turn {
  requests: number;
  rate: number;
  p99: number;
  user: number;
  sys: number;
  /** The load generator's own CPU a request (this process: autocannon parses every answer), user + system, µs. */
  client: number;
}

async function turn(label: 'shop' | 'floor', server: ChildProcess, port: number, i: number): Promise<Turn> {
  const recorder = perfDir
    ? spawn('perf', ['record', '-F', '1999', '-p', String(server.pid), '-o', `${perfDir}/${label}.${i}.data`], {
        stdio: 'ignore',
      })
    : undefined;
  if (recorder) await new Promise((r) => setTimeout(r, 300));
  const before = processCpu(server.pid!);
  const clientBefore = process.cpuUsage();
  const result = await load(port, connectionsOf(name!), mix[name!]!, turnSeconds);
  const client = process.cpuUsage(clientBefore);
  const after = processCpu(server.pid!);
  if (recorder) {
    const exited = new Promise((r) => recorder.once('exit', r));
    recorder.kill('SIGINT');
    await exited;
  }
  const n = Math.max(1, result.requests.total);
  const t = {
    requests: n,
    rate: n / Math.max(0.01, result.duration),
    p99: result.latency.p99,
    user: (after.user - before.user) / n,
    sys: (after.sys - before.sys) / n,
    client: (client.user + client.system) / n,
  };
  console.log(
    `  ${(aa && label === 'shop' ? 'A' : label).padEnd(5)} ${t.rate.toFixed(0).padStart(6)} req/s  p99 ${t.p99} ms  user ${t.user.toFixed(0)} + system ${t.sys.toFixed(0)} µs, server busy ${(((t.user + t.sys) * t.rate) / 1e4).toFixed(0)} %, client ${t.client.toFixed(0)} µs`,
  );
  return t;
}

/** Samples per 1,000 requests by (object, function) over one server's recorded turns. */
function samples(label: string, requests: number) {
  const bySymbol = new Map<string, number>();
  for (let i = 0; i < turns; i++) {
    const report = execFileSync(
      'perf',
      ['report', '-i', `${perfDir}/${label}.${i}.data`, '--no-children', '--sort', 'dso,sym', '-g', 'none', '-n'],
      { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    for (const line of report.split('\n')) {
      const m = /^\s*[\d.]+%\s+(\d+)\s+(\S+(?: tid \d+)?)\s+\[.\]\s+(.*)$/.exec(line);
      if (!m) continue;
      // One name for a function however often it was compiled, and whatever the process's id.
      const key = `${m[2]!.startsWith('[JIT]') ? 'JIT' : m[2]} ${m[3]!.replace(/^JS:[*~^+]?/, 'JS:').trim()}`;
      bySymbol.set(key, (bySymbol.get(key) ?? 0) + (Number(m[1]) * 1000) / requests);
    }
  }
  return bySymbol;
}

async function main() {
  if (perfDir) mkdirSync(perfDir, { recursive: true });
  await waitFor(`http://127.0.0.1:${shopPort}${aa ? '/floor/healthz' : '/healthz'}`, shop);
  await waitFor(`http://127.0.0.1:${floorPort}/floor/healthz`, floor);
  for (const before of names.slice(0, names.indexOf(name!))) {
    await load(shopPort, connectionsOf(before), mix[before]!, warmSeconds);
    await load(floorPort, connectionsOf(before), mix[before]!, warmSeconds);
    console.log(`both warmed through ${before}`);
  }
  await load(shopPort, connectionsOf(name!), mix[name!]!, 3);
  await load(floorPort, connectionsOf(name!), mix[name!]!, 3);
  const shopTurns: Turn[] = [];
  const floorTurns: Turn[] = [];
  for (let i = 0; i < turns; i++)
    for (const isShop of i % 2 ? [false, true] : [true, false])
      if (isShop) shopTurns.push(await turn('shop', shop, shopPort, i));
      else floorTurns.push(await turn('floor', floor, floorPort, i));
  const ratio = (f: (t: Turn) => number) => median(shopTurns.map((t, i) => f(t) / f(floorTurns[i]!))).toFixed(2);
  const cpuOf = (ts: Turn[]) =>
    `${median(ts.map((t) => t.user)).toFixed(0)} + ${median(ts.map((t) => t.sys)).toFixed(0)} µs (client ${median(ts.map((t) => t.client)).toFixed(0)} µs)`;
  console.log(
    `${name}${aa ? ' (A/A: a second floor in the shop’s place)' : ''}: req/s ÷ floor ${ratio((t) => t.rate)}, p99 ÷ floor ${ratio((t) => t.p99)}; CPU a request, user + system: ${aa ? 'A' : 'shop'} ${cpuOf(shopTurns)}, floor ${cpuOf(floorTurns)}`,
  );
  if (perfDir) {
    const total = (ts: Turn[]) => ts.reduce((sum, t) => sum + t.requests, 0);
    const s = samples('shop', total(shopTurns));
    const f = samples('floor', total(floorTurns));
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    console.log(`\nperf samples per 1,000 requests (1,999 Hz): shop ${sum(s).toFixed(1)}, floor ${sum(f).toFixed(1)}`);
    const rows = [...new Set([...s.keys(), ...f.keys()])].map((k) => ({ k, s: s.get(k) ?? 0, f: f.get(k) ?? 0 }));
    rows.sort((a, b) => Math.abs(b.s - b.f) - Math.abs(a.s - a.f));
    console.log('   shop   floor    diff  function');
    for (const r of rows.slice(0, 40))
      console.log(
        `${r.s.toFixed(2).padStart(7)} ${r.f.toFixed(2).padStart(7)} ${(r.s - r.f).toFixed(2).padStart(7)}  ${r.k.slice(0, 140)}`,
      );
  }
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    shop.kill('SIGTERM');
    floor.kill('SIGTERM');
    // --perf-basic-prof's symbol maps, read by perf report above.
    if (perfDir) for (const p of [shop, floor]) rmSync(`/tmp/perf-${p.pid}.map`, { force: true });
  });
