import fc from 'fast-check';
import { MAX_IMAGE_BYTES } from '@pulseboard/shared/contracts';
import { JPEG, PNG } from '../images.js';
import { junk, mutatedValueOf, nastyString, PROTOTYPE_KEYS, toJson, valueOf, type Hints, type JsonSchema, type JsonTree, type Resolve } from './arbitraries.js';
import type { Operation } from './operations.js';

/** How values are made: references resolved against the document, and hinted values by field name (`id` serves any path id). */
export interface FuzzContext {
  resolve: Resolve;
  hints: Hints;
}

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string | FormData;
  headers: Record<string, string>;
  withoutCsrf: boolean;
  /** How the body was made, for the report of a failure. */
  kind: string;
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Percent-encoded as a browser sends it: a lone surrogate has no UTF-8 form and goes as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));

/** A value as it travels in a URL. */
function asText(value: JsonTree): string {
  return typeof value === 'string' ? value : toJson(value);
}

/** Path parameters: a real value (of this company, another, or gone), a value of the declared shape, or anything. */
function pathValue(name: string, schema: JsonSchema | undefined, context: FuzzContext): fc.Arbitrary<string> {
  const real = (context.hints[name] ?? context.hints.id ?? [1]).map(asText);
  const shaped = schema ? valueOf(schema, { ...context, strict: false }).map(asText) : nastyString;
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: shaped }, { weight: 2, arbitrary: nastyString }).map((text) =>
    // Raw `%` and `..` reach the router as they are; anything else is encoded the way a browser would.
    name === '*' || text === '%' || text === '..' ? text : encode(text),
  );
}

/** The declared parameters (strict: all fitting their schema), and unless strict sometimes extra ones. */
function queryString(operation: Operation, context: FuzzContext, strict: boolean): fc.Arbitrary<string> {
  const declared = fc.tuple(
    ...operation.query.map(({ name, schema, required }) => {
      // An array goes as the key repeated, the way a list is sent in a query string.
      const value = valueOf(schema, { ...context, strict }, 0, name).map((item) => (Array.isArray(item) ? item : [item]).map((element): [string, string] => [name, asText(element)]));
      return required ? value : fc.option(value, { nil: undefined }).map((item) => item ?? []);
    }),
  );
  const extraKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, '__proto__[x]', 'constructor[prototype][x]', ...operation.query.map((parameter) => parameter.name)), fc.string({ maxLength: 8 }));
  const extra = strict ? fc.constant([]) : fc.array(fc.tuple(extraKey, nastyString), { maxLength: 3 });
  return fc.tuple(declared, extra).map(([parts, extras]) => {
    const entries = [...parts.flat(), ...extras];
    return entries.length ? `?${entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}` : '';
  });
}

const FIELD_NAMES = [
  'file',
  'name',
  'styles',
  'widgets',
  'category',
  'logoImage',
  'backgroundImage',
  'clientImage',
  'hidden_date_selector',
  'range_type',
  'start',
  'end',
  'footer',
  'domain',
  ...PROTOTYPE_KEYS,
];
const FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/html', 'application/octet-stream', ''];

/** Plausible parts of the forms (a dashboard save, an upload), to get past validation. */
const FORM_HINTS: Record<string, string[]> = {
  name: ['Board'],
  styles: ['{}', '{"theme":"dark","logoImage":null}'],
  widgets: ['[]'],
  hidden_date_selector: ['1', '0'],
  range_type: ['last_month', 'custom'],
  start: ['2024-01-01', ''],
  end: ['2024-01-31', ''],
  footer: ['Footer'],
  domain: [''],
  category: ['files'],
};
const IMAGE_FIELDS = ['file', 'logoImage', 'backgroundImage', 'clientImage'];

const formOf = (parts: Array<[string, { text: string } | { bytes: Buffer; type: string; filename: string }]>) => {
  const form = new FormData();
  for (const [field, part] of parts) {
    if ('text' in part) form.append(field, part.text);
    else form.append(field, new Blob([part.bytes], { type: part.type }), part.filename);
  }
  return form;
};

const image = fc.constantFrom({ bytes: PNG, type: 'image/png', filename: 'logo.png' }, { bytes: JPEG, type: 'image/jpeg', filename: 'photo.jpg' });

/** A form of known parts with plausible values and real images, or an upload's single image. */
const plausibleForm = fc.oneof(
  fc.tuple(fc.constantFrom(...IMAGE_FIELDS), image).map((part) => formOf([part])),
  fc
    .uniqueArray(
      fc.oneof(
        fc.constantFrom(...Object.keys(FORM_HINTS)).chain((field) => fc.constantFrom(...(FORM_HINTS[field] ?? [''])).map((text) => [field, { text }] as [string, { text: string }])),
        fc.tuple(fc.constantFrom(...IMAGE_FIELDS), image),
      ),
      { selector: ([field]) => field, maxLength: 4 },
    )
    .map(formOf),
);

/** A multipart form of any text parts and files, real images among random bytes. */
const multipartForm = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })),
      fc.oneof(
        fc.oneof(nastyString, junk.map(toJson)).map((text) => ({ text })),
        fc.record({
          bytes: fc.oneof(
            fc.constantFrom(PNG, JPEG),
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
          ),
          type: fc.constantFrom(...FILE_TYPES),
          filename: nastyString,
        }),
      ),
    ),
    { maxLength: 6 },
  )
  .map(formOf);

interface Body {
  kind: string;
  payload?: string | FormData;
  contentType?: string;
}

const MALFORMED_JSON = ['{', '{"a":', '{"a" 1}', "{'a': 1}", 'nul', '\u0000', '[1,]', '{"a":1}}'];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'image/png',
  '',
];

function bodyOf(operation: Operation, context: FuzzContext): fc.Arbitrary<Body> {
  const json = (operation.body ? mutatedValueOf(operation.body, context) : junk).map((value): Body => ({ kind: 'json', payload: toJson(value), contentType: 'application/json' }));
  const form = (operation.body ? mutatedValueOf(operation.body, context) : junk).map((value): Body => {
    const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? value.entries : [['value', value] as [string, JsonTree]];
    return { kind: 'urlencoded', payload: entries.map(([key, item]) => `${encode(key)}=${encode(asText(item))}`).join('&'), contentType: 'application/x-www-form-urlencoded' };
  });
  const multipart = fc.oneof(plausibleForm, multipartForm).map((payload): Body => ({ kind: 'multipart', payload }));
  return fc.oneof(
    { weight: operation.route.multipart ? 1 : 6, arbitrary: json },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload): Body => ({ kind: 'malformed json', payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: form },
    { weight: operation.route.multipart ? 6 : 1, arbitrary: multipart },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), nastyString).map(([contentType, payload]): Body => ({ kind: `as ${contentType || 'no type'}`, payload, contentType })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'no body' }) },
  );
}

/** A body that passes validation, as far as the schema tells: for the handlers' own checks and the data behind them. */
function wellFormedBody(operation: Operation, context: FuzzContext): fc.Arbitrary<Body> {
  if (operation.route.multipart) return plausibleForm.map((payload): Body => ({ kind: 'well-formed multipart', payload }));
  if (!operation.body) return fc.constant<Body>({ kind: 'no body' });
  return valueOf(operation.body, { ...context, strict: true }).map((value): Body => ({ kind: 'well-formed json', payload: toJson(value), contentType: 'application/json' }));
}

/**
 * Requests for one operation. A third are well-formed (real path values, a
 * fitting query and body, the CSRF token); the others fill the path with
 * real, shaped or nasty values and send any query and, for unsafe methods,
 * any body, one in ten without the CSRF token.
 */
export function requestsOf(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const { method, url } = operation.route;
  const request = (strict: boolean) => {
    const filled = operation.pathParams.map(({ name, schema }) =>
      strict ? fc.constantFrom(...(context.hints[name] ?? context.hints.id ?? [1]).map((value) => encode(asText(value)))) : pathValue(name, schema, context),
    );
    const path = fc.tuple(...filled).map((values) => {
      let index = 0;
      return url.replace(/:(\w+)|\*/g, () => values[index++] ?? '');
    });
    const body = BODYLESS.has(method) ? fc.constant<Body>({ kind: 'no body' }) : strict ? wellFormedBody(operation, context) : bodyOf(operation, context);
    const withoutCsrf = strict ? fc.constant(false) : fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0);
    return fc.tuple(path, queryString(operation, context, strict), body, withoutCsrf);
  };
  return fc.oneof({ weight: 1, arbitrary: request(true) }, { weight: 2, arbitrary: request(false) }).map(([filled, query, { kind, payload, contentType }, skipCsrf]): FuzzRequest => ({
    method,
    url: `${filled}${query}`,
    payload,
    headers: contentType === undefined ? {} : ({ 'content-type': contentType } as Record<string, string>),
    withoutCsrf: skipCsrf,
    kind,
  }));
}

/**
 * Requests too big or too odd to leave to chance, sent once per route: bodies
 * above the limits (JSON, multipart file and part count), prototype keys in
 * the body and the query, and multipart without a usable boundary.
 */
export function edgeRequestsOf(operation: Operation, hints: Hints): FuzzRequest[] {
  const { method, url } = operation.route;
  const path = url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => encode(asText((hints[name ?? '*'] ?? hints.id ?? [1])[0] ?? 1)));
  const request = (kind: string, payload?: string | FormData, contentType?: string, query = ''): FuzzRequest => ({
    method,
    url: `${path}${query}`,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
    withoutCsrf: false,
    kind,
  });
  const prototypeQuery = request('prototype keys in the query', undefined, undefined, '?__proto__[admin]=1&constructor[prototype][admin]=1&prototype=1&__proto__=x');
  const badEncoding = request('malformed percent-encoding in the query', undefined, undefined, '?%&a=%E0%A4%A&%zz=1');
  if (BODYLESS.has(method)) return [prototypeQuery, badEncoding];
  const common = [
    prototypeQuery,
    badEncoding,
    request('json above the body limit', JSON.stringify({ name: 'x'.repeat(1_100_000) }), 'application/json'),
    request('prototype keys in json', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"prototype":{}}', 'application/json'),
    request('nested prototype keys in json', '{"widgets":[{"__proto__":{"x":1}}],"styles":{"constructor":{"prototype":null}}}', 'application/json'),
    request('multipart without a boundary', 'garbage', 'multipart/form-data'),
    request('multipart with a wrong boundary', '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--', 'multipart/form-data; boundary=zzz'),
    request('multipart cut short', '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc', 'multipart/form-data; boundary=zzz'),
  ];
  if (!operation.route.multipart) return common;
  const tooManyParts = new FormData();
  for (let part = 0; part < 30; part += 1) tooManyParts.append(`part${part}`, 'x');
  const tooLargeField = new FormData();
  tooLargeField.append('widgets', 'x'.repeat(4 * 1024 * 1024 + 1));
  const tooLargeFiles = ['file', 'logoImage'].map((field) => {
    const form = new FormData();
    form.append(field, new Blob([Buffer.alloc(MAX_IMAGE_BYTES + 1)], { type: 'image/png' }), 'big.png');
    return request(`multipart ${field} above the size limit`, form);
  });
  return [...common, request('multipart with too many parts', tooManyParts), request('multipart field above the size limit', tooLargeField), ...tooLargeFiles];
}

/**
 * Values that have broken handlers past validation: integers beyond
 * PostgreSQL's int4 and JavaScript's exact range, a negative one, a NUL
 * character (PostgreSQL refuses it in text), and null.
 */
const SWEPT_VALUES: JsonTree[] = [2 ** 31, 1e21, -1, 'a\u0000b', null];

/**
 * A well-formed request (real path values, a fitting query and body), then
 * the same request once per field of its body and parameter of its query
 * with that one value replaced by each of SWEPT_VALUES. Random requests
 * rarely get every other field right, which a handler's deeper checks (a
 * template that exists, a source of the right type) need before they read
 * the one field that breaks it; this reaches each field that way.
 */
export function fieldSweepRequestsOf(operation: Operation, context: FuzzContext, seed: number): FuzzRequest[] {
  const { method, url, multipart } = operation.route;
  const strict = { ...context, strict: true };
  const path = url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => encode(asText((context.hints[name ?? '*'] ?? context.hints.id ?? [1])[0] ?? 1)));
  const [query] = fc.sample(fc.tuple(...operation.query.map(({ name, schema }) => valueOf(schema, strict, 0, name).map((value): [string, JsonTree] => [name, value]))), { seed, numRuns: 1 });
  const bodySchema = !multipart && !BODYLESS.has(method) && operation.body ? operation.body : undefined;
  const [body] = bodySchema ? fc.sample(valueOf(bodySchema, strict), { seed, numRuns: 1 }) : [undefined];
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? body.entries : undefined;
  const request = (kind: string, parameters: Array<[string, JsonTree]>, entries: Array<[string, JsonTree]> | undefined): FuzzRequest => {
    const search = parameters.flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((element) => `${encode(name)}=${encode(asText(element))}`)).join('&');
    return {
      method,
      url: `${path}${search ? `?${search}` : ''}`,
      payload: entries ? toJson({ entries }) : undefined,
      headers: entries ? { 'content-type': 'application/json' } : {},
      withoutCsrf: false,
      kind,
    };
  };
  const parameters = query ?? [];
  return [
    request('well-formed', parameters, fields),
    ...parameters.flatMap(([name], index) =>
      SWEPT_VALUES.map((value) =>
        request(
          `query ${name} = ${toJson(value)}`,
          parameters.map((entry, at): [string, JsonTree] => (at === index ? [name, value] : entry)),
          fields,
        ),
      ),
    ),
    ...(fields ?? []).flatMap(([name], index) =>
      SWEPT_VALUES.map((value) =>
        request(
          `body ${name} = ${toJson(value)}`,
          parameters,
          fields?.map((entry, at): [string, JsonTree] => (at === index ? [name, value] : entry)),
        ),
      ),
    ),
  ];
}
