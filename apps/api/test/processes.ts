import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface ShopProcess {
  child: ChildProcess;
  url: string;
  /** True once /healthz answered 200; false when the process exited first. */
  ready: boolean;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the real shop (apps/api/src/main.ts) as its own process and waits for /healthz (up to 90 s: on a
 * loaded 2-core machine the embedded database's migrations and demo data take a while). A process that
 * exits first is returned with ready false; one still silent at the deadline is killed and its output thrown.
 */
export async function startShop(env: Record<string, string>, port: number): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return { child, url, ready: false, output: () => out, exited };
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, ready: true, output: () => out, exited };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.exitCode !== null) return { child, url, ready: false, output: () => out, exited };
  child.kill('SIGKILL');
  throw new Error(`The shop did not answer /healthz on ${url} within 90 s. Its output:\n${out}`);
}

/** A port the operating system has just handed out as free (no random guesses that may collide). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  await new Promise((r) => server.close(r));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
