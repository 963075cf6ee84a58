import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface ShopProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real shop (apps/api/src/main.ts) as its own process and waits for /healthz. */
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
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, output: () => out, exited };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, output: () => out, exited };
}

export function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}
