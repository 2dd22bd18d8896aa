// Fuzzing every route of the app's route table from its own input schemas: malformed and
// boundary values in every field (at least one field of each request is one its schema refuses),
// bodies that are not objects or not JSON, wrong content types, cut-off multipart uploads. Never a
// 500, never an answer that is not the envelope, never an accepted malformed input, never a
// balance that moves, and the process serves on. A fixed seed by default (CI); FUZZ_SEED=<n> or
// FUZZ_SEED=random on demand, FUZZ_RUNS=<n> inputs per route.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { z } from 'zod';
import { paramMetaOf, type ParamMeta } from './platform/params.ts';
import type { RouteInfo } from './platform/routes.ts';
import { queryRows } from './modules/ledger/sql.ts';
import { authenticatorCode, buildMember, loginAs, TEST_PASSWORD, type TestMember } from './test/factories.ts';
import { assertLedgerClean } from './test/ledger.ts';
import { shapesOf, sampleValid, type SampleContext } from './test/inputs.ts';
import { signedInOperator } from './test/operators.ts';
import { startTestServer, type TestServer } from './test/server.ts';
import { systemClock } from './platform/clock.ts';

const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED || 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS || 60);

/** Text that breaks parsers, SQL, paths, number parsing and Unicode assumptions. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '-1',
  '0',
  '-0',
  '1e309',
  '1e-7',
  'NaN',
  'Infinity',
  '0x1F',
  '00000000000000000001',
  '99999999999999999999999',
  '1.0000001',
  '１２３４５６',
  '١٢٣٤٥٦',
  '123456\n',
  ' 123456',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' or 1=1 --",
  '"; drop table member; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202e\u200b\uffff',
  '🙂'.repeat(50),
  'x'.repeat(300),
  'x'.repeat(70_000),
];

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom<unknown>(null, true, false, 0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1.5),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Values at the edges of what a parameter accepts, by what it is. */
function edgesOf(meta: ParamMeta | undefined): unknown[] {
  switch (meta?.param) {
    case 'amount':
      return meta.asset === 'INR'
        ? [
            '0',
            '0.00',
            '0.01',
            '0.001',
            '-0.01',
            '10000000000000.00',
            '10000000000000.01',
            '1,000.00',
            '1.1.1',
          ]
        : ['0.000001', '0.0000001', '1000000000.000000', '1000000000.000001'];
    case 'id':
      return [0, 1, -1, 2 ** 31 - 1, 2 ** 31, '1.5', '01', ' 1'];
    case 'page':
    case 'rows':
      return [0, 1, 20, 100, 101, 100_000, 100_001, -1];
    case 'paymentPassword':
    case 'totpCode':
    case 'mailCode':
      return ['00000', '0000000', '12345a', '000000', 123456];
    case 'date':
      return [
        '2026-02-29',
        '2028-02-29',
        '2026-13-01',
        '2026-1-1',
        '20260101',
        '1969-12-31',
        '9999-12-31',
        '2026-01-01T24:00:00Z',
        '2026-01-01T10:00:00',
        '2026-01-01T10:00:00.1234Z',
      ];
    default:
      return [];
  }
}

/** A value for a field: anything, an edge of what it is, or a valid one. */
const fieldArbitrary = (schema: z.ZodType, valid: unknown): fc.Arbitrary<unknown> => {
  const edges = edgesOf(paramMetaOf(schema));
  return fc.oneof(
    anyJson,
    edges.length ? fc.constantFrom(...edges) : anyJson,
    fc.constant(valid),
    fc.constant(undefined),
  );
};

/** What the server receives for a value: a query string carries text only. */
const asQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? undefined : JSON.stringify(value);

type Sent = { httpStatus: number; type: string; text: string };

describe('fuzz', () => {
  let server: TestServer;
  let member: TestMember;
  let operatorToken: string;
  const statuses = new Map<number, number>();
  let sent = 0;

  before(async () => {
    server = await startTestServer({ captureLogs: true });
    // No money anywhere: an input that moved any would show.
    member = await buildMember(server, { paymentPassword: true, authenticator: true });
    operatorToken = (await signedInOperator(server, 'admin')).token;
  });
  after(() => server.close());

  const balances = async () =>
    JSON.stringify(
      await queryRows(server.orm.em.fork(), 'select code, balance from ledger_account order by code'),
      (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    );

  function headersFor(route: RouteInfo): Record<string, string> {
    const headers: Record<string, string> = {};
    if (route.guard.kind === 'operator') headers['operator-token'] = operatorToken;
    else if (route.guard.kind !== 'public') headers.token = member.token;
    if (route.idempotent) headers['Idempotency-Key'] = randomUUID();
    return headers;
  }

  /** A path with its parameters (`:name`) filled in. */
  const pathOf = (route: RouteInfo, fill: string) => route.path.replace(/:\w+/g, encodeURIComponent(fill));

  async function send(
    route: RouteInfo,
    input: { query?: Record<string, unknown>; body?: string; type?: string; fill?: string },
  ): Promise<Sent> {
    const url = new URL(pathOf(route, input.fill ?? 'x'), server.url);
    for (const [key, value] of Object.entries(input.query ?? {})) {
      const text = asQueryValue(value);
      if (text !== undefined) url.searchParams.set(key, text);
    }
    const headers = {
      ...headersFor(route),
      Lang: 'en-us',
      ...(input.type && { 'Content-Type': input.type }),
    };
    const response = await fetch(url, {
      method: route.method,
      headers,
      ...(route.method === 'POST' && { body: input.body ?? '' }),
    });
    sent += 1;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return {
      httpStatus: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  /** The answer is the envelope (API paths), never a 500; `refused` when the input was malformed. */
  function check(route: RouteInfo, answer: Sent, what: string, refused: boolean) {
    const label = `${route.method} ${route.path} ${what}`;
    assert.ok(
      answer.httpStatus < 500 || answer.httpStatus === 503,
      `${label}: ${answer.httpStatus} ${answer.text.slice(0, 200)}`,
    );
    if (!/^\/(api|chat)\//.test(route.path)) return;
    assert.match(answer.type, /^application\/json/, `${label}: not JSON`);
    const body = JSON.parse(answer.text) as { status: unknown; msg: unknown };
    assert.ok([1, 0, -1, -100].includes(body.status as number), `${label}: status ${String(body.status)}`);
    assert.equal(typeof body.msg, 'string', `${label}: no msg`);
    assert.ok('data' in body, `${label}: no data`);
    if (refused) assert.notEqual(body.status, 1, `${label}: a malformed input was accepted`);
  }

  /** Keeps the member signed in: a route (logout) may end the session the others use. */
  async function stillSignedIn() {
    const info = await server.get('/api/User/info', { headers: { token: member.token } });
    if (info.body.status === -100) member.token = await loginAs(server, member.mailbox, TEST_PASSWORD);
  }

  it(`answers every route's malformed and boundary inputs with the envelope, never a 500, never moving money (seed ${SEED}, ${RUNS} per route)`, async (t) => {
    const moneyBefore = await balances();
    const sample: SampleContext = {
      paymentPassword: member.paymentPassword!,
      totpCode: () => authenticatorCode(member, systemClock),
      resource: () => 1,
    };
    // Logging out ends the sessions the other routes use: last.
    const routes = [...server.routes].sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    for (const [index, route] of routes.entries()) {
      const schema = route.method === 'GET' ? route.query : route.body;
      const shapes = schema ? shapesOf(schema) : [{}];
      for (const shape of shapes) {
        const fields = Object.entries(shape);
        const valid = Object.fromEntries(fields.map(([name, field]) => [name, sampleValid(field, sample)]));
        const request = fc.record({
          values: fc.record(
            Object.fromEntries(fields.map(([name, field]) => [name, fieldArbitrary(field, valid[name])])),
          ),
          broken: fc.nat(),
          nasty: anyJson,
          extra: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 2 }),
          form: fc.boolean(),
          fill: fc.constantFrom(...NASTY.slice(0, 30)),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ values, broken, nasty, extra, form, fill }) => {
            const input: Record<string, unknown> = { ...extra, ...values };
            // Queries and forms carry text; a JSON body the values themselves.
            const asText = route.method === 'GET' || form;
            const received = (value: unknown) => (asText ? asQueryValue(value) : value);
            // At least one field holds what its own schema refuses, as the server receives it.
            let refused = false;
            if (fields.length) {
              const [name, field] = fields[broken % fields.length]!;
              const bad = [nasty, ...NASTY, null, 1.5, [], {}].find(
                (value) => !field.safeParse(received(value)).success,
              );
              if (bad !== undefined || !field.safeParse(undefined).success) {
                input[name] = bad;
                refused = true;
              }
            }
            const text = Object.entries(input).flatMap(([key, value]): [string, string][] => {
              const sentAs = asQueryValue(value);
              return sentAs === undefined ? [] : [[key, sentAs]];
            });
            const answer =
              route.method === 'GET'
                ? await send(route, { query: Object.fromEntries(text), fill })
                : form
                  ? await send(route, {
                      body: new URLSearchParams(text).toString(),
                      type: 'application/x-www-form-urlencoded',
                      fill,
                    })
                  : await send(route, { body: JSON.stringify(input), type: 'application/json', fill });
            check(route, answer, JSON.stringify(input).slice(0, 300), refused);
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
      }
      // Bodies that are not an object, not JSON, too large, or of another type. `parsed` is what
      // the route's schema then sees; `undefined` when the body never reaches it (400, 413, 415).
      if (route.method === 'POST')
        for (const [body, type, parsed] of [
          ['[1,2,3]', 'application/json', [1, 2, 3]],
          ['"text"', 'application/json', 'text'],
          ['null', 'application/json', {}],
          ['{"a":', 'application/json', undefined],
          ['\u0000\u0001', 'application/json', undefined],
          [`{"x":"${'y'.repeat(300_000)}"}`, 'application/json', undefined],
          ['a=1&a=2&a[b]=3', 'application/x-www-form-urlencoded', { a: ['1', '2'] }],
          ['<xml/>', 'application/xml', {}],
          [
            '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
            'multipart/form-data; boundary=b',
            {},
          ],
          [
            '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
            'multipart/form-data; boundary=b',
            {},
          ],
          ['', 'multipart/form-data', {}],
        ] as const) {
          const answer = await send(route, { body, type });
          const refused =
            parsed === undefined ? !route.multipart : !!schema && !schema.safeParse(parsed).success;
          check(route, answer, `body ${JSON.stringify(body.slice(0, 40))} (${type})`, refused);
        }
      await stillSignedIn();
    }

    // The process serves on, the books are whole, and no balance moved.
    assert.equal((await server.get('/api/health')).httpStatus, 200);
    assert.equal(await balances(), moneyBefore, 'a balance moved');
    await assertLedgerClean(server.orm);
    const unhandled = server.logs.filter((line) => line.includes('"msg":"unhandled error"'));
    assert.deepEqual(unhandled, [], 'errors reached the 500 handler');
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    t.diagnostic(
      `fuzz: ${server.routes.length} routes, ${sent} inputs (seed ${SEED}, FUZZ_SEED=${SEED} replays), answers ${byStatus.join(' ')}, 500s: ${statuses.get(500) ?? 0}`,
    );
  });
});
