// Fails when our TypeScript modules import each other in a cycle, type-only imports included
// (import-x/no-cycle skips `import type`, and a type cycle still ties the modules' shapes together).
// Resolution is TypeScript's own, with each workspace's tsconfig, so `@shop/*` specifiers resolve to sources.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const projects = ['packages/contracts', 'packages/domain', 'packages/db', 'apps/api', 'apps/web', 'bench', 'e2e'];
const skip = new Set(['node_modules', 'dist', 'migrations']);

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function compilerOptions(project) {
  const file = join(root, project, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(file)).options;
}

/** file → the files of ours it imports (static, dynamic and type-only alike). */
const graph = new Map();
for (const project of projects) {
  const options = compilerOptions(project);
  for (const file of sourceFiles(join(root, project))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = resolve(resolved.resolvedFileName);
      if (!target.startsWith(root) || target.includes('/node_modules/') || target.endsWith('.d.ts')) continue;
      targets.add(target);
    }
    graph.set(resolve(file), targets);
  }
}

// Tarjan's strongly connected components: every component of more than one file (or a self-import) is a cycle.
let index = 0;
const stack = [];
const onStack = new Set();
const indexOf = new Map();
const low = new Map();
const cycles = [];

function connect(node) {
  indexOf.set(node, index);
  low.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (!indexOf.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
  }
  if (low.get(node) === indexOf.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component);
  }
}

for (const node of graph.keys()) if (!indexOf.has(node)) connect(node);

if (cycles.length > 0) {
  for (const component of cycles) {
    console.error(`Import cycle among ${component.length} files:`);
    for (const file of component.sort()) console.error(`  ${relative(root, file)}`);
  }
  console.error('Break each cycle: move the shared type or function to a module below both.');
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} files.`);
