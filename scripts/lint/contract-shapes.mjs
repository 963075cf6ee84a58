// The object shapes of @shop/contracts (every z.object reachable from an export): their key sets, written as JSON for
// the lint rule `shop/no-contract-copy` (scripts/lint/rules.mjs). Run with tsx: node --import tsx scripts/lint/contract-shapes.mjs OUT
import { readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(import.meta.dirname, '../../packages/contracts/src');
const shapes = new Map();

function visit(schema, name, seen) {
  const def = schema?._zod?.def;
  if (!def || seen.has(schema)) return;
  seen.add(schema);
  switch (def.type) {
    case 'object': {
      const keys = Object.keys(def.shape).sort();
      const id = keys.join(',');
      // One entry per key set, named by a top-level export when one has it (contacts.contactView, not a list's item).
      const topLevel = name.split('.').length === 2 && !/[[|{]/.test(name);
      if (keys.length >= 3 && (!shapes.has(id) || topLevel)) shapes.set(id, { name, keys });
      for (const [k, v] of Object.entries(def.shape)) visit(v, `${name}.${k}`, seen);
      return;
    }
    case 'array':
      return visit(def.element, `${name}[]`, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return visit(def.innerType, name, seen);
    case 'pipe':
      visit(def.in, name, seen);
      return visit(def.out, name, seen);
    case 'union':
      return def.options.forEach((o, i) => visit(o, `${name}|${i}`, seen));
    case 'record':
      return visit(def.valueType, `${name}{}`, seen);
    default:
  }
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const mod = await import(pathToFileURL(resolve(dir, file)).href);
  for (const [exported, value] of Object.entries(mod))
    visit(value, `${file.replace(/\.ts$/, '')}.${exported}`, new Set());
}
writeFileSync(process.argv[2], JSON.stringify([...shapes.values()]));
