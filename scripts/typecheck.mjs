// `npm run typecheck`: every TypeScript project of the repository, incrementally (each project's build info and
// declarations are kept in node_modules/.cache/tsc, so a warm run re-checks only what changed and what depends on
// it), two at a time on the two cores of the machines here (TYPECHECK_JOBS to change it). A project whose inputs are
// as they were when it last passed is not started at all (loading a program costs 2–5 s even when nothing changed):
// after a change in the API only `apps/api` runs. `TYPECHECK_ALL=1` starts every project.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// Longest first, so the two lanes end together: the API and the web take most of a cold run and of a warm one.
const PROJECTS = ['apps/api', 'apps/web', 'packages/db', 'bench', 'packages/contracts', 'e2e', 'packages/domain', '.'];
const CACHE = 'node_modules/.cache/tsc';
const JOBS = Number(process.env.TYPECHECK_JOBS ?? 2);
mkdirSync(CACHE, { recursive: true });

/**
 * What a project's check read: its program's files (from the build info), the folders its tsconfig includes (adding
 * or removing a file changes its folder), the configs, the installed packages and this script. A stamp of their
 * times and sizes is written when the project passes; the next run skips it while the stamp still matches.
 */
function inputsOf(project, buildInfo) {
  const files = JSON.parse(readFileSync(buildInfo, 'utf8')).fileNames.map((f) => resolve(dirname(buildInfo), f));
  files.push(
    ...['tsconfig.json', 'package.json'].map((f) => join(project, f)),
    'tsconfig.base.json',
    'package.json',
    'node_modules/.package-lock.json',
    'scripts/typecheck.mjs',
  );
  const dirs = [];
  const walk = (dir, deep) => {
    dirs.push(dir);
    if (deep)
      for (const e of readdirSync(dir, { withFileTypes: true }))
        if (e.isDirectory() && !['node_modules', 'dist'].includes(e.name) && !e.name.startsWith('.'))
          walk(join(dir, e.name), true);
  };
  for (const pattern of JSON.parse(readFileSync(join(project, 'tsconfig.json'), 'utf8')).include ?? []) {
    const parts = pattern.split('/');
    const wild = parts.findIndex((p) => p.includes('*'));
    const base = join(project, ...(wild < 0 ? parts : parts.slice(0, wild)));
    if (wild >= 0) walk(base, parts.slice(wild).includes('**'));
    else if (existsSync(base) && statSync(base).isDirectory()) walk(base, true);
  }
  const stamp = (path) => {
    const st = statSync(path, { throwIfNoEntry: false });
    return st ? [path, st.mtimeMs, st.size] : [path, null, null];
  };
  return JSON.stringify([...files.map(stamp), ...dirs.map(stamp)]);
}

const upToDate = (project, buildInfo, stampFile) => {
  try {
    return readFileSync(stampFile, 'utf8') === inputsOf(project, buildInfo);
  } catch {
    return false;
  }
};

const check = (project) =>
  new Promise((resolve) => {
    const name = project === '.' ? 'root' : project.replaceAll('/', '-');
    const buildInfo = `${CACHE}/${name}.tsbuildinfo`;
    const stampFile = `${CACHE}/${name}.passed`;
    if (!process.env.TYPECHECK_ALL && upToDate(project, buildInfo, stampFile)) {
      process.stdout.write(`ok   tsc -p ${project} (unchanged since it passed)\n`);
      return resolve(true);
    }
    rmSync(stampFile, { force: true });
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
      // Not when an input changed while tsc ran: its verdict may be of the file as it was before.
      const inputs = code === 0 ? inputsOf(project, buildInfo) : null;
      if (inputs && JSON.parse(inputs).every(([, mtimeMs]) => mtimeMs === null || mtimeMs < t0))
        writeFileSync(stampFile, inputs);
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
