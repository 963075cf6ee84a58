import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { createTestApp, type TestApp } from '../helpers';

/**
 * The API description is a contract other tools can use (issue 33): `redocly lint` passes it with only the
 * exceptions of redocly.yaml, and `openapi-typescript` makes a client of it that typechecks.
 */
let t: TestApp;
let source: string;
let doc: { paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>; servers?: unknown };
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://tienda.example.mx' } });
  source = (await t.app.inject({ url: '/api/openapi.json' })).body;
  doc = JSON.parse(source) as typeof doc;
});
afterAll(() => t.close());

describe('the API description (issue 33)', () => {
  it('passes redocly lint with the recommended rules and the exceptions recorded in redocly.yaml', async () => {
    const config = await loadConfig({ configPath: resolve(import.meta.dirname, '../../../../redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual(
      [],
    );
  });

  it('ends in a slash only the four paths the spec writes so', () => {
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.endsWith('/'))
        .sort(),
    ).toEqual(['/api/custom-cart/', '/api/customers/', '/api/inventories/', '/api/stores/']);
  });

  it('names every operation, says which are public, and its server is PUBLIC_URL', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((op) => !op.operationId)).toEqual([]);
    expect(ops.filter((op) => !Array.isArray(op.security))).toEqual([]);
    expect(doc.paths['/api/customers/me']?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(doc.servers).toEqual([{ url: 'https://tienda.example.mx', description: 'La tienda' }]);
  });

  it('makes a typed client with openapi-typescript that typechecks', async () => {
    const types = astToString(await openapiTS(source));
    const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), types);
      // A caller's code against the generated types: a path, its parameters and its answer.
      writeFileSync(
        join(dir, 'client.ts'),
        [
          "import type { operations, paths } from './api';",
          "type Me = paths['/api/customers/me']['get']['responses'][200]['content']['application/json'];",
          "type Ledger = operations['getCustomCartCollectionsClients'];",
          "type Page = Ledger['parameters']['query']['current_page'];",
          'export const page: Page = 2;',
          "export const owed = (l: Ledger['responses'][200]['content']['application/json']): number =>",
          '  l.clients.reduce((sum, c) => sum + c.owed, 0);',
          'export const email = (me: Me): string | undefined => (me as { email?: string }).email;',
        ].join('\n'),
      );
      const program = ts.createProgram([join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: false,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
