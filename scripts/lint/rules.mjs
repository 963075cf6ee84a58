// The house rules ESLint has no rule for (issue 33): a web type that copies a contract's shape, and a module that
// reaches into another module's repository. Loaded by eslint.config.js as the plugin `shop`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const contractsDir = resolve(root, 'packages/contracts/src');
const shapesFile = resolve(root, 'node_modules/.cache/shop-lint/contract-shapes.json');

/** The contracts' object shapes, rebuilt when a contracts file is newer than the cached list. */
function contractShapes() {
  const newest = Math.max(...readdirSync(contractsDir).map((f) => statSync(resolve(contractsDir, f)).mtimeMs));
  if (!existsSync(shapesFile) || statSync(shapesFile).mtimeMs < newest) {
    mkdirSync(dirname(shapesFile), { recursive: true });
    execFileSync(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, 'contract-shapes.mjs'), shapesFile],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  }
  return JSON.parse(readFileSync(shapesFile, 'utf8')).map((s) => ({ ...s, set: new Set(s.keys) }));
}

let shapes;

const keyName = (member) =>
  member.type === 'TSPropertySignature' && !member.computed
    ? member.key.type === 'Identifier'
      ? member.key.name
      : member.key.type === 'Literal'
        ? String(member.key.value)
        : null
    : null;

const noContractCopy = {
  meta: {
    type: 'problem',
    docs: { description: 'A web type that repeats the keys of a @shop/contracts schema is a copy: import its type.' },
    schema: [],
    messages: {
      copy: "'{{type}}' copies the contract shape {{shape}} ({{keys}}): use `import type` of its type from @shop/contracts (it costs the bundle nothing).",
    },
  },
  create(context) {
    shapes ??= contractShapes();
    const check = (node, name, members) => {
      const keys = members.map(keyName);
      if (keys.length < 3 || keys.some((k) => k === null)) return;
      // Its keys are all a contract object's, and at most one of that object's is left out (an input without its id).
      const match = shapes.find((s) => keys.every((k) => s.set.has(k)) && s.keys.length - keys.length <= 1);
      if (match)
        context.report({
          node,
          messageId: 'copy',
          data: { type: name, shape: match.name, keys: match.keys.join(', ') },
        });
    };
    return {
      TSInterfaceDeclaration: (node) => check(node.id, node.id.name, node.body.body),
      TSTypeAliasDeclaration: (node) =>
        node.typeAnnotation.type === 'TSTypeLiteral' && check(node.id, node.id.name, node.typeAnnotation.members),
    };
  },
};

const modulesDir = resolve(root, 'apps/api/src/modules');
const baseline = JSON.parse(readFileSync(resolve(import.meta.dirname, 'repository-imports-baseline.json'), 'utf8'));

const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
};

const noForeignRepository = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A module uses another module through its service, not its repository (docs/architecture.md).',
    },
    schema: [],
    messages: {
      foreign:
        "'{{module}}' reaches into the repository of '{{other}}': call its service (or move the shared read into @shop/db). Known older cases are listed in scripts/lint/repository-imports-baseline.json, to be paid down, not added to.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (!own) return {};
    const allowed = new Set(baseline[relative(root, file).split(sep).join('/')] ?? []);
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !node.source.value.startsWith('.')) return;
        const target = resolve(dirname(file), node.source.value);
        const other = moduleOf(target);
        if (!other || other === own || !/^repository/.test(target.split(sep).at(-1))) return;
        if (!allowed.has(other))
          context.report({ node: node.source, messageId: 'foreign', data: { module: own, other } });
      },
    };
  },
};

export const shopRules = {
  meta: { name: 'shop' },
  rules: { 'no-contract-copy': noContractCopy, 'no-foreign-repository': noForeignRepository },
};
