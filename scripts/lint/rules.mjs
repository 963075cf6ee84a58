// The house rules ESLint has no rule for (issue 33): a web type that copies a contract's shape, a module that
// reaches into another module's repository, and a web api file holding several requests. Loaded by eslint.config.js
// as the plugin `shop`.
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
        "'{{module}}' reaches into the repository of '{{other}}': call its service or what its public.ts offers (or move the shared read into @shop/db).",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !node.source.value.startsWith('.')) return;
        const target = resolve(dirname(file), node.source.value);
        const other = moduleOf(target);
        if (!other || other === own || !/^repository/.test(target.split(sep).at(-1))) return;
        context.report({ node: node.source, messageId: 'foreign', data: { module: own, other } });
      },
    };
  },
};

/** The calls that reach the network from a web request file, and those that make a query or mutation of one. */
const REQUEST_CALLS = new Set(['apiRequest', 'creditRequest', 'fetch']);
const QUERY_CALLS = new Set([
  'queryOptions',
  'infiniteQueryOptions',
  'mutationOptions',
  'useQuery',
  'useSuspenseQuery',
  'useInfiniteQuery',
  'useQueries',
  'useMutation',
]);

/**
 * One request per file in `features/<domain>/api/` (docs/architecture.md): its fetcher, `queryOptions` and hook
 * together. A request is an exported declaration that calls the network (`apiRequest`, `creditRequest`, `fetch`) or
 * makes a query or mutation; declarations that use one another's request (a hook over the file's `queryOptions`, two
 * queries over one local fetcher) count once. Keys and small helpers shared by a feature's requests go in its
 * `keys.ts` or a helper file, which hold no request.
 */
const oneRequestPerFile = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A file of features/<domain>/api holds one request: its fetcher, queryOptions and hook.' },
    schema: [],
    messages: {
      several:
        "This file holds {{count}} requests ({{names}}): '{{name}}' goes in a file of its own (one request per file in features/<domain>/api; shared keys in the feature's keys.ts).",
    },
  },
  create(context) {
    const { visitorKeys } = context.sourceCode;
    /** Each top-level declaration: what it calls and which names it uses. */
    const decls = new Map();
    const scan = (node, info) => {
      if (node.type === 'CallExpression' && node.callee.type === 'Identifier') {
        if (REQUEST_CALLS.has(node.callee.name)) info.request = true;
        if (QUERY_CALLS.has(node.callee.name)) info.query = true;
      }
      if (node.type === 'Identifier') info.uses.add(node.name);
      for (const key of visitorKeys[node.type] ?? []) {
        if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
        if (key === 'key' && node.type === 'Property' && !node.computed) continue;
        const child = node[key];
        for (const c of Array.isArray(child) ? child : [child]) if (c && typeof c.type === 'string') scan(c, info);
      }
    };
    const declare = (name, node, body, exported) => {
      const info = { name, node, exported, request: false, query: false, uses: new Set() };
      scan(body, info);
      info.uses.delete(name);
      decls.set(name, info);
    };
    return {
      Program(program) {
        const exportedNames = new Set();
        for (const statement of program.body) {
          const exported = statement.type === 'ExportNamedDeclaration';
          if (exported && !statement.declaration)
            for (const s of statement.specifiers) if (s.local.type === 'Identifier') exportedNames.add(s.local.name);
          const d = exported ? statement.declaration : statement;
          if (d?.type === 'FunctionDeclaration' && d.id) declare(d.id.name, d.id, d, exported);
          if (d?.type === 'VariableDeclaration')
            for (const v of d.declarations)
              if (v.id.type === 'Identifier' && v.init) declare(v.id.name, v.id, v.init, exported);
        }
        for (const name of exportedNames) if (decls.has(name)) decls.get(name).exported = true;
        // What reaches the network through the file's own declarations (a local fetcher) makes a request too.
        for (let changed = true; changed;) {
          changed = false;
          for (const d of decls.values())
            if (!d.request && [...d.uses].some((u) => decls.get(u)?.request)) changed = d.request = true;
        }
        // Declarations joined by the use of a request (a hook over the file's queryOptions) are one request.
        const root = new Map([...decls.keys()].map((n) => [n, n]));
        const find = (n) => (root.get(n) === n ? n : find(root.get(n)));
        for (const d of decls.values())
          for (const u of d.uses) if (decls.get(u)?.request) root.set(find(d.name), find(u));
        const requests = new Map();
        for (const d of decls.values())
          if (d.exported && (d.request || d.query)) {
            const r = find(d.name);
            if (!requests.has(r)) requests.set(r, d);
          }
        if (requests.size < 2) return;
        const names = [...requests.values()].map((d) => d.name).join(', ');
        for (const d of [...requests.values()].slice(1))
          context.report({ node: d.node, messageId: 'several', data: { count: requests.size, names, name: d.name } });
      },
    };
  },
};

export const shopRules = {
  meta: { name: 'shop' },
  rules: {
    'no-contract-copy': noContractCopy,
    'no-foreign-repository': noForeignRepository,
    'one-request-per-file': oneRequestPerFile,
  },
};
