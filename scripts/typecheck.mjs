// `npm run typecheck`: every TypeScript project of the repository, incrementally (each project's build info and
// declarations are kept in node_modules/.cache/tsc, so a warm run re-checks only what changed and what depends on
// it), two at a time on the two cores of the machines here (TYPECHECK_JOBS to change it).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';

// Longest first, so the two lanes end together: the API and the web take most of a cold run and of a warm one.
const PROJECTS = ['apps/api', 'apps/web', 'packages/db', 'bench', 'packages/contracts', 'e2e', 'packages/domain', '.'];
const CACHE = 'node_modules/.cache/tsc';
const JOBS = Number(process.env.TYPECHECK_JOBS ?? 2);
mkdirSync(CACHE, { recursive: true });

const check = (project) =>
  new Promise((resolve) => {
    const name = project === '.' ? 'root' : project.replaceAll('/', '-');
    const buildInfo = `${CACHE}/${name}.tsbuildinfo`;
    const t0 = Date.now();
    const output = [];
    const child = spawn(
      process.execPath,
      [
        'node_modules/typescript/bin/tsc',
        '-p',
        project,
        '--incremental',
        '--tsBuildInfoFile',
        buildInfo,
        // Declarations, written where nothing reads them, give each file a signature: an edit that leaves a file's
        // declarations as they were re-checks that file alone, not every file that imports it (decision 0750).
        '--noEmit',
        'false',
        '--declaration',
        '--emitDeclarationOnly',
        '--outDir',
        `${CACHE}/${name}.d`,
        '--rootDir',
        '.',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (c) => output.push(c));
    child.stderr.on('data', (c) => output.push(c));
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(
        `${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project} (${seconds} s)\n${Buffer.concat(output)}`,
      );
      resolve(code === 0);
    });
  });

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: JOBS }, async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
