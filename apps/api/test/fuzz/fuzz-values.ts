/** The values and checks of the OpenAPI fuzz test (openapi-fuzz.test.ts). */
export type JsonSchema = Record<string, unknown>;

/** A small seeded PRNG, so a failing sample can be replayed with its FUZZ_SEED. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Path segments, already as they appear in a URL. */
export const PATH_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['emoji', '%F0%9F%98%80'],
  ['raw non-ASCII', 'ñandú'],
  ['bad percent-encoding', '%ff'],
  ['lone surrogate', '%ED%A0%80'],
  ['2^31', '2147483648'],
  ['2^53', '9007199254740993'],
  // Valid by every schema, referencing nothing: a foreign key must answer 404/409, never 500 (decision 0704).
  ['int4 max', '2147483647'],
  ['unknown code', 'ZZ9999'],
  ['-1', '-1'],
  ['0', '0'],
  ['decimal', '1.5'],
  ['bad uuid', '00000000-0000-0000-0000-00000000000g'],
  ['uuid', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
  ['dots', '..%2F..%2Fetc%2Fpasswd'],
  ['quote', "'%20or%201=1--"],
  ['long (300)', 'a'.repeat(300)],
  ['long digits (90)', '9'.repeat(90)],
];

/** Query values, already encoded. */
export const QUERY_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['emoji', '%F0%9F%98%80'],
  ['bad percent-encoding', '%ff'],
  ['huge (20k)', 'a'.repeat(20_000)],
  ['2^31', '2147483648'],
  ['2^53', '9007199254740993'],
  ['-1', '-1'],
  ['decimal', '1.5'],
  ['empty', ''],
  ['repeated', '1&repeated=2'],
  ['bad uuid', 'not-a-uuid'],
  ['date out of range', '99999-01-01'],
];

/** Values put in place of each field of an otherwise plausible body. */
export const BODY_VALUES: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['huge string (200k)', 'x'.repeat(200_000)],
  ['non-ASCII', 'ñandú 😀 \u202e \uffff'],
  ['lone surrogate', '\ud800'],
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['int4 max', 2 ** 31 - 1],
  ['unknown code', 'ZZ9999'],
  ['unknown uuid', '00000000-0000-4000-8000-000000000000'],
  ['-2^31-1', -(2 ** 31) - 1],
  ['-1', -1],
  ['decimal', 1.5],
  ['1e308', 1e308],
  ['numeric string', '2147483648'],
  ['true', true],
  ['null', null],
  ['object', { a: 1 }],
  ['array', [1, 'a']],
  ['deep', JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown],
];

/** Whole bodies: [name, content-type or null, raw body or null]. */
export const RAW_BODIES: [string, string | null, string | null][] = [
  ['missing', 'application/json', null],
  ['no content-type', null, '{"a":1}'],
  ['bad JSON', 'application/json', '{"a": '],
  ['JSON null', 'application/json', 'null'],
  ['JSON string', 'application/json', '"texto"'],
  ['JSON array', 'application/json', '[1,2,3]'],
  ['JSON number', 'application/json', '2147483648'],
  ['NUL in JSON', 'application/json', '{"a":"\\u0000"}'],
  ['deep nesting', 'application/json', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['plain text', 'text/plain', 'hola'],
  ['form', 'application/x-www-form-urlencoded', 'client_secret=%00&return_url=//evil.example&choice=%ff'],
  ['xml', 'application/xml', '<a/>'],
  ['wrong charset', 'application/json; charset=latin1', '{"a":"\u00f1"}'],
];

/** A plausible value for a schema: the first option, enum value or example, the minimum. */
export function sampleOf(schema: JsonSchema | undefined, name: string, depth = 0): unknown {
  if (!schema || depth > 12) return null;
  for (const k of ['anyOf', 'oneOf'] as const) {
    const options = schema[k] as JsonSchema[] | undefined;
    if (options?.length) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0], name, depth + 1);
  }
  if (schema.allOf)
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((s) => sampleOf(s, name, depth + 1)));
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  const type = ([] as unknown[]).concat(schema.type ?? 'object').find((x) => x !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((schema.properties as Record<string, JsonSchema>) ?? {}))
        out[k] = sampleOf(v, k, depth + 1);
      return out;
    }
    case 'array':
      return [sampleOf(schema.items as JsonSchema, name, depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  const format = schema.format as string | undefined;
  if (format === 'email' || /mail/i.test(name)) return 'fuzz@correo.mx';
  if (format === 'uuid') return '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
  if (format === 'date') return '2026-11-21';
  if (format === 'date-time') return '2026-11-21T18:00:00.000Z';
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  if (/52\\d\{10\}/.test(pattern) || /phone|telephone|celular/i.test(name)) return '525512345678';
  if (/\\d\{5\}/.test(pattern) || /zip|postcode/i.test(name)) return '06700';
  if (/\[0-9a-f\]\{8\}/.test(pattern)) return '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
  if (/^\^\\d/.test(pattern)) return '1';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return 'Prueba'.padEnd(min, 'a');
}

/** The paths of every leaf of a sample body (the root itself when it is not an object or array). */
export function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    const inner = entries.flatMap(([k, v]) => leafPaths(v, [...path, k]));
    return [path, ...inner];
  }
  return [path];
}

/** A copy of `value` with `replacement` at `path`. */
export function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

const ENGLISH =
  /\b(the|is|are|must|should|expected|invalid|required|request|error|not found|body|params|querystring|unexpected|failed|cannot|route|unsupported|payload)\b/i;
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|tu|un|una|que|por|con|es|para|este|esta|en|se|su|ya|debe|palabra|incorrect[oa]s?|desconocid[oa]s?|llave)\b/i;

export const isSpanish = (text: string) => SPANISH.test(text) && !ENGLISH.test(text);

/** Why an answer breaks the contract, or null: 5xx, or an error body that is not `{message, errors?}` in Spanish. */
export function problemOf(status: number, contentType: string, body: string, url: string): string | null {
  if (status >= 500) return 'server error';
  if (status < 400) return null;
  // The providers' hosted pages (sandboxes of third parties, shown to a person) answer their own HTML page.
  if (url.startsWith('/api/sandbox/') && contentType.startsWith('text/html') && body.includes('<html lang="es">'))
    return null;
  if (!contentType.startsWith('application/json')) return `not JSON (${contentType})`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'unparsable JSON';
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return 'not an object';
  const o = json as Record<string, unknown>;
  if (Object.keys(o).some((k) => k !== 'message' && k !== 'errors')) return 'keys other than message/errors';
  if (typeof o.message !== 'string' || !o.message) return 'no message';
  if (!isSpanish(o.message)) return 'message not in Spanish';
  if (/FST_|ERR_[A-Z]|\bat \/|SQLSTATE/.test(body)) return 'internal code';
  if (o.errors !== undefined) {
    if (!Array.isArray(o.errors)) return 'errors not a list';
    for (const e of o.errors as { path?: unknown; message?: unknown }[])
      if (typeof e?.path !== 'string' || typeof e.message !== 'string' || !isSpanish(e.message))
        return `error entry not Spanish: ${JSON.stringify(e).slice(0, 80)}`;
  }
  return null;
}
