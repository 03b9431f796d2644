import fc from 'fast-check';
import type { RawRequest } from './raw-http';

/** A request with, where the outcome is certain whatever else happens, the status it must get. */
export type FuzzRequest = RawRequest & { readonly expectedStatus?: number };

/** One endpoint as the OpenAPI document describes it: enough to aim hostile requests at it. */
export interface EndpointShape {
  readonly method: string;
  /** OpenAPI path template: /api/articles/{id}/track-view */
  readonly path: string;
  readonly pathParameters: readonly string[];
  readonly queryParameters: readonly string[];
  readonly bodyFields: readonly string[];
  /** The operation documents a multipart/form-data body (the media upload): a multipart request is no CSRF probe there. */
  readonly acceptsMultipart?: boolean;
}

interface OpenApiOperation {
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: { readonly properties?: Record<string, unknown> } }> };
}

/** Every operation of the API's OpenAPI document, plus the documentation routes themselves. */
export function endpointsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): EndpointShape[] {
  const endpoints: EndpointShape[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      endpoints.push({
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        acceptsMultipart: operation.requestBody?.content?.['multipart/form-data'] !== undefined,
      });
    }
  }
  for (const path of ['/api/docs', '/api/docs/openapi.json']) {
    endpoints.push({ method: 'GET', path, pathParameters: [], queryParameters: [], bodyFields: [] });
  }
  return endpoints;
}

/** JSON as text, so that keys such as __proto__ are written as they are instead of becoming a prototype. */
type JsonText = string;

const controlCharacters = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\n', '\r', '\t'];

/** Strings an attacker would try: long digit runs ending in a letter, control characters, SQL and LIKE syntax, odd Unicode. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 16, max: 120_000 }).map((digits) => `${'1'.repeat(digits)}x`), weight: 4 },
  { arbitrary: fc.integer({ min: 16, max: 20_000 }).map((digits) => `${'9'.repeat(digits)}.${'9'.repeat(digits)}e`), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...controlCharacters), fc.string({ maxLength: 8 }))
      .map(([before, control, after]) => `${before}${control}${after}`),
    weight: 4,
  },
  ...[
    fc.constantFrom("' OR 1=1 --", '"; drop table articles; --', '%', '_', '\\', '%00', "'", '\\0', '$where', '{"$gt":""}'),
    fc.constantFrom('1e309', '-0', '0x10', '1_000', '１２３', ' 60000 ', '60,000', '£60000', 'Infinity', 'NaN', '', '-1', '2024-02-30'),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ maxLength: 20 }),
    fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'a'.repeat(length)),
  ].map((arbitrary) => ({ arbitrary, weight: 1 })),
);

const hostileNumber: fc.Arbitrary<JsonText> = fc.oneof(
  fc.constantFrom('-1', '-0', '1e12', '1000000000001', '1e308', '1e309', '-1e309', '9007199254740993', '1e-320', '0.30000000000000004'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.integer().map(String),
  fc.integer({ min: 20, max: 5_000 }).map((digits) => '9'.repeat(digits)),
);

const jsonString = (value: string): JsonText => JSON.stringify(value);

/** Any JSON value, objects written as key/value text (hostile keys included), nested a few levels. */
const hostileJson: fc.Arbitrary<JsonText> = fc.letrec<{ value: JsonText }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString.map(jsonString),
    hostileNumber,
    fc.constantFrom('null', 'true', 'false', '"true"', '[]', '{}'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value')), { maxLength: 4 })
      .map((pairs) => `{${pairs.map(([key, value]) => `${jsonString(key)}:${value}`).join(',')}}`),
  ),
})).value;

/** JSON nested far deeper than any request needs (arrays or objects). */
const deeplyNested: fc.Arbitrary<JsonText> = fc
  .tuple(fc.integer({ min: 33, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** A body aimed at an endpoint: its own fields with hostile values, or anything else a client could send. */
function hostileBody(endpoint: EndpointShape): fc.Arbitrary<Buffer | string | undefined> {
  const fields = endpoint.bodyFields.length > 0 ? endpoint.bodyFields : ['grossIncome', 'timeSpent'];
  const objectOfFields = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.constantFrom('__proto__', 'constructor'), hostileString), hostileJson), {
      minLength: 1,
      maxLength: 6,
    })
    .map((pairs) => `{${pairs.map(([key, value]) => `${jsonString(key)}:${value}`).join(',')}}`);
  return fc.oneof(
    { arbitrary: objectOfFields, weight: 6 },
    { arbitrary: hostileJson, weight: 2 },
    { arbitrary: deeplyNested, weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
    { arbitrary: fc.constantFrom('', '{', '{"a":}', 'grossIncome=50000', '{"a":1}{"b":2}', '\u0000'), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** A path segment as sent on the wire: percent-encoded text, malformed encodings or raw bytes. */
const hostileSegment: fc.Arbitrary<Buffer | string> = fc.oneof(
  fc.constantFrom('vat-explained', 'uk-tax-guide-2024', '00000000-0000-0000-0000-000000000000'),
  hostileString.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      // Lone surrogates cannot be percent-encoded as UTF-8; send their replacement.
      return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
    }
  }),
  fc.constantFrom('%', '%FF', '%zz', '%C0%AF', '%E2%82', '%00', '..', '%2e%2e', '%2F', 'a%00b', '%25'),
  fc.uint8Array({ minLength: 1, maxLength: 30 }).map((bytes) => Buffer.from(bytes.map((byte) => (byte <= 0x20 ? byte + 0x80 : byte)))),
  fc.integer({ min: 90, max: 3_000 }).map((length) => 'b'.repeat(length)),
);

/**
 * How the fixed part of a path is spelled: the router decodes percent-encoding, so /%61pi/health runs
 * /api/health and must meet the same defences; other spellings must not reach a route past them.
 */
const spellings = ['canonical', 'encoded', 'upper-case', 'doubled-slashes', 'dot-segments'] as const;
type Spelling = (typeof spellings)[number];

const percentEncoded = (letter: string) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`;

function spelled(fixedPart: string, spelling: Spelling): string {
  switch (spelling) {
    case 'encoded':
      // The first letter of each segment: /%61pi/%69ncome-tax/...
      return fixedPart.replace(/\/([a-z])/g, (_, letter: string) => `/${percentEncoded(letter)}`);
    case 'upper-case':
      return fixedPart.toUpperCase();
    case 'doubled-slashes':
      return fixedPart.replace(/\//g, '//');
    case 'dot-segments':
      return fixedPart.replace(/^\/api\//, '/api/./x/../');
    default:
      return fixedPart;
  }
}

function pathWith(endpoint: EndpointShape, segments: readonly (Buffer | string)[], spelling: Spelling = 'canonical'): Buffer {
  const parts: Buffer[] = [];
  let index = 0;
  for (const piece of endpoint.path.split(/(\{[^}]+\})/)) {
    if (/^\{[^}]+\}$/.test(piece)) parts.push(Buffer.from(segments[index++] ?? 'x'));
    else parts.push(Buffer.from(spelled(piece, spelling)));
  }
  return Buffer.concat(parts);
}

/** Mostly the canonical spelling, so that most requests reach validation. */
const spelling: fc.Arbitrary<Spelling> = fc.oneof(
  { arbitrary: fc.constant<Spelling>('canonical'), weight: 6 },
  { arbitrary: fc.constantFrom(...spellings), weight: 4 },
);

const queryValue: fc.Arbitrary<Buffer | string> = fc.oneof(fc.constantFrom('1', '10', 'tax', 'true', 'uk-income-tax'), hostileSegment);

function hostileQuery(endpoint: EndpointShape): fc.Arbitrary<Buffer> {
  const names = [...endpoint.queryParameters, 'page', 'search'];
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.constantFrom('__proto__', 'constructor[x]', 'a[b][c]', '%00')), queryValue), {
      maxLength: 4,
    })
    .map((pairs) =>
      pairs.length === 0
        ? Buffer.alloc(0)
        : Buffer.concat([
            Buffer.from('?'),
            ...pairs.flatMap(([name, value], i) => [Buffer.from(`${i ? '&' : ''}${name}=`), Buffer.from(value)]),
          ]),
    );
}

const contentTypes = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'application/json, text/plain',
  'application/jsonx',
] as const;

/** Tokens a client might send before accounts exist and after: none, junk, unsigned, oversized. */
const authorizations = [
  undefined,
  'Bearer ',
  'Bearer abc.def.ghi',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(6_000)}`,
] as const;

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** How the request is framed: mostly well, sometimes as a smuggling or header-flooding attempt would be. */
const framings = ['normal', 'no-host', 'content-length-and-chunked', 'two-content-lengths', 'huge-header'] as const;
type Framing = (typeof framings)[number];

function framed(request: RawRequest & { headers: [string, string][] }, framing: Framing): RawRequest {
  switch (framing) {
    case 'no-host':
      return { ...request, omitHost: true };
    case 'content-length-and-chunked':
      return { ...request, body: request.body ?? '0\r\n\r\n', headers: [...request.headers, ['Transfer-Encoding', 'chunked']] };
    case 'two-content-lengths':
      return { ...request, body: request.body ?? '{}', headers: [...request.headers, ['Content-Length', '1']] };
    case 'huge-header':
      return { ...request, headers: [...request.headers, ['X-Padding', 'p'.repeat(20_000)]] };
    default:
      return request;
  }
}

/**
 * A request a real client would send, but for one hostile value: in a body field, a query parameter or a path
 * parameter. Most defects hide behind validation that a fully random request never gets past.
 */
function targetedRequest(endpoint: EndpointShape): fc.Arbitrary<FuzzRequest> {
  const targets = [
    ...endpoint.bodyFields.map((field) => ({ in: 'body' as const, name: field })),
    ...endpoint.queryParameters.map((name) => ({ in: 'query' as const, name })),
    ...endpoint.pathParameters.map((name, index) => ({ in: 'path' as const, name, index })),
  ];
  if (targets.length === 0) return chaoticRequest(endpoint);
  return fc
    .tuple(fc.constantFrom(...targets), hostileString, hostileSegment, fc.constantFrom(...authorizations), spelling)
    .map(([target, text, segment, authorization, pathSpelling]) => {
      const segments = endpoint.pathParameters.map((_, index) =>
        target.in === 'path' && target.index === index ? segment : 'vat-explained',
      );
      const query = target.in === 'query' ? Buffer.concat([Buffer.from(`?${target.name}=`), Buffer.from(segment)]) : Buffer.alloc(0);
      const body =
        target.in === 'body' ? `{${jsonString(target.name)}:${jsonString(text)}}` : endpoint.bodyFields.length > 0 ? '{}' : undefined;
      const headers: [string, string][] = body === undefined ? [] : [['Content-Type', 'application/json']];
      if (authorization !== undefined) headers.push(['Authorization', authorization]);
      return {
        method: endpoint.method,
        target: Buffer.concat([pathWith(endpoint, segments, pathSpelling), query]),
        headers,
        ...(body === undefined ? {} : { body }),
      };
    });
}

/** One hostile request for one endpoint: mostly targeted at one field, sometimes hostile in every part. */
export function hostileRequest(endpoint: EndpointShape): fc.Arbitrary<FuzzRequest> {
  const kinds = [
    { arbitrary: targetedRequest(endpoint), weight: 4 },
    { arbitrary: chaoticRequest(endpoint), weight: 4 },
  ];
  if (methodsWithBodies.has(endpoint.method)) kinds.push({ arbitrary: simpleBodyRequest(endpoint), weight: 1 });
  return fc.oneof(...kinds);
}

const methodsWithBodies = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a page on another site can make a visitor's browser send without a preflight: a form, multipart or text body
 * on a well-formed request. Whatever the body says, it must get 415.
 */
function simpleBodyRequest(endpoint: EndpointShape): fc.Arbitrary<FuzzRequest> {
  const field = endpoint.bodyFields[0] ?? 'timeSpent';
  return fc
    .tuple(
      fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'text/plain; charset=utf-8', 'multipart/form-data; boundary=x'),
      fc.constantFrom(`${field}=50000`, `{"${field}":50000}`, 'x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
      // Both spellings run the route, so both must refuse the body.
      fc.constantFrom<Spelling>('canonical', 'encoded'),
    )
    .map(([contentType, body, pathSpelling]) => ({
      method: endpoint.method,
      target: pathWith(
        endpoint,
        endpoint.pathParameters.map(() => 'vat-explained'),
        pathSpelling,
      ),
      headers: [['Content-Type', contentType]],
      body,
      // An upload route takes multipart by design (it still needs the bearer token, which no cross-site form sends).
      ...(endpoint.acceptsMultipart && contentType.startsWith('multipart/') ? {} : { expectedStatus: 415 }),
    }));
}

/** Hostile in every part at once: method, path, query, body, content type, token, origin, framing. */
function chaoticRequest(endpoint: EndpointShape): fc.Arbitrary<RawRequest> {
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(endpoint.method), weight: 4 }, { arbitrary: fc.constantFrom(...methods), weight: 1 }),
      segments: fc.array(hostileSegment, { minLength: endpoint.pathParameters.length, maxLength: endpoint.pathParameters.length }),
      query: hostileQuery(endpoint),
      body: hostileBody(endpoint),
      contentType: fc.constantFrom(...contentTypes),
      authorization: fc.constantFrom(...authorizations),
      crossSite: fc.boolean(),
      acceptEncoding: fc.constantFrom(undefined, 'gzip', 'br', 'gzip, br', 'identity', '*', 'x-unknown'),
      framing: fc.oneof({ arbitrary: fc.constant<Framing>('normal'), weight: 16 }, { arbitrary: fc.constantFrom(...framings), weight: 1 }),
      pathSpelling: spelling,
    })
    .map(({ method, segments, query, body, contentType, authorization, crossSite, acceptEncoding, framing, pathSpelling }) => {
      const headers: [string, string][] = [];
      if (contentType !== undefined) headers.push(['Content-Type', contentType]);
      if (authorization !== undefined) headers.push(['Authorization', authorization]);
      if (acceptEncoding !== undefined) headers.push(['Accept-Encoding', acceptEncoding]);
      if (crossSite) headers.push(['Origin', 'https://attacker.example'], ['Sec-Fetch-Site', 'cross-site']);
      if (method === 'OPTIONS') headers.push(['Access-Control-Request-Method', 'POST']);
      return framed(
        {
          method,
          target: Buffer.concat([pathWith(endpoint, segments, pathSpelling), query]),
          headers,
          ...(body === undefined ? {} : { body }),
        },
        framing,
      );
    });
}

/** A short printable description of a request for failure messages. */
export function describeRequest(request: RawRequest): string {
  const target = Buffer.from(request.target).toString('latin1');
  const body = request.body === undefined ? '' : Buffer.from(request.body).toString('latin1');
  const clip = (text: string) => JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text);
  return `${request.method} ${clip(target)} headers=${JSON.stringify(request.headers ?? [])} body=${clip(body)}`;
}
