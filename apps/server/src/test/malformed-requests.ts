/**
 * Malformed requests for one OpenAPI operation, built from its published schema: the shapes an
 * attacker sends (stray bytes, huge and deep bodies, wrong types, text that is not JSON).
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
}

interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. `/api/sys/randomImage/{key}`. */
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface MalformedRequest {
  kind: string;
  url: string;
  payload?: string;
  contentType?: string;
}

const ONE_MEGABYTE = 1024 * 1024;
const DEEP_LEVELS = 10_000;
/** A real client's URL stays under the HTTP server's 16 KB header limit. */
const LONG_QUERY_VALUE = 'x'.repeat(8 * 1024);

type Leaf = (schema: JsonSchema) => unknown;

/** A body in the schema's shape whose leaves come from `leaf` (enums keep a value they allow). */
export function sampleBody(schema: JsonSchema | undefined, leaf: Leaf): unknown {
  if (!schema) return leaf({ type: 'string' });
  const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (option && option.length > 0) return sampleBody(option[0], leaf);
  if (schema.type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([name, child]) => [name, sampleBody(child, leaf)]);
    return Object.fromEntries(entries);
  }
  if (schema.type === 'array') return [sampleBody(schema.items, leaf)];
  return leaf(schema);
}

const padded = (text: string, schema: JsonSchema) => text.padEnd(schema.minLength ?? 0, 'x');

/** Every string leaf is `text`; the others take a value of their own type. */
const textLeaves =
  (text: string): Leaf =>
  (schema) => {
    if (schema.enum && schema.type !== 'string') return schema.enum[0];
    if (schema.type === 'number' || schema.type === 'integer') return 1;
    if (schema.type === 'boolean') return true;
    return padded(text, schema);
  };

/** The first string leaf is a megabyte long, the others short: one huge field, inside the body limit. */
function oneHugeString(): Leaf {
  let isFirst = true;
  return (schema) => {
    if (schema.type !== 'string' || schema.enum) return textLeaves('x')(schema);
    const text = isFirst ? 'x'.repeat(ONE_MEGABYTE) : 'x';
    isFirst = false;
    return padded(text, schema);
  };
}

/** Each leaf of the wrong type: a number for a string, a string for a number, an object for a flag. */
const wrongLeaf: Leaf = (schema) => {
  if (schema.type === 'string') return 12345;
  if (schema.type === 'boolean') return { yes: true };
  return 'not a number';
};

/** Swaps arrays for objects and objects for arrays, one level down from the body. */
function wrongContainers(schema: JsonSchema | undefined): unknown {
  if (schema?.type === 'array') return { 0: 'a' };
  if (schema?.type === 'object' || schema?.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([name, child]) => [
      name,
      child.type === 'array' ? { 0: 'a' } : child.type === 'object' ? ['a'] : [12345],
    ]);
    return Object.fromEntries(entries);
  }
  return ['a'];
}

/** A plausible value for a path parameter: a number, long enough for the schema. */
const pathValue = (parameter: Parameter) => padded('1', parameter.schema ?? {});

function urlOf(operation: Operation, pathSuffix = '', query = ''): string {
  const params = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  let url = operation.path;
  for (const parameter of params) url = url.replace(`{${parameter.name}}`, pathValue(parameter) + pathSuffix);
  return query ? `${url}?${query}` : url;
}

/** Every query parameter (or `q` when there are none) set to the raw, already encoded `value`. */
function queryWith(operation: Operation, value: (name: string) => string): string {
  const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  return (names.length > 0 ? names : ['q']).map((name) => `${encodeURIComponent(name)}=${value(name)}`).join('&');
}

const jsonBody = (kind: string, operation: Operation, body: unknown): MalformedRequest => ({
  kind,
  url: urlOf(operation),
  payload: typeof body === 'string' ? body : JSON.stringify(body),
  contentType: 'application/json',
});

/** The malformed requests for one operation, each named by its kind for the failure report. */
export function malformedRequests(operation: Operation): MalformedRequest[] {
  const requests: MalformedRequest[] = [
    {
      kind: 'query NUL',
      url: urlOf(
        operation,
        '',
        queryWith(operation, () => 'a%00b'),
      ),
    },
    // A lone surrogate cannot travel in UTF-8: these are its would-be bytes, which do not decode.
    {
      kind: 'query lone surrogate bytes',
      url: urlOf(
        operation,
        '',
        queryWith(operation, () => 'a%ED%A0%80b'),
      ),
    },
    {
      kind: 'query 8 KB value',
      url: urlOf(
        operation,
        '',
        queryWith(operation, () => LONG_QUERY_VALUE),
      ),
    },
    {
      kind: 'query repeated (array)',
      url: urlOf(
        operation,
        '',
        queryWith(operation, (name) => `1&${name}=2`),
      ),
    },
  ];
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) {
    requests.push({ kind: 'path NUL', url: urlOf(operation, '%00') });
  }
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (operation.method === 'get') return requests;
  return requests.concat([
    jsonBody('body NUL', operation, sampleBody(schema, textLeaves('a\u0000b'))),
    jsonBody('body lone surrogate', operation, sampleBody(schema, textLeaves('a\ud800b'))),
    jsonBody('body 1 MB string', operation, sampleBody(schema, oneHugeString())),
    jsonBody('body 10,000 nested arrays', operation, `${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}`),
    jsonBody('body 10,000 nested objects', operation, `${'{"a":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`),
    jsonBody('body wrong leaf types', operation, sampleBody(schema, wrongLeaf)),
    jsonBody('body wrong containers', operation, wrongContainers(schema)),
    jsonBody('body not JSON', operation, '{"unterminated": [1, 2'),
  ]);
}
