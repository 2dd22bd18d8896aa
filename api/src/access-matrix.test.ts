// The access matrix, generated from the app's own route table (not a hand list): every route
// that names a member's resource, called by another member with the first one's ids, is refused
// and changes nothing, while the owner's same call goes through; every operator route answers
// each role as its guard says, and an operator POST that goes through is audited as its operator;
// member tokens never open operator routes, nor the reverse. A new route is covered as soon as it
// is declared.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { z } from 'zod';
import { modules } from './modules/index.ts';
import { manualClock } from './platform/clock.ts';
import { translate } from './platform/i18n.ts';
import { OPERATOR_ROLES } from './platform/operator-auth.ts';
import type { RouteInfo } from './platform/routes.ts';
import { runAdminCommand } from './test/admin.ts';
import { snapshotDatabase } from './test/database.ts';
import { authenticatorCode, buildMember, buildWithdrawalAddress, type TestMember } from './test/factories.ts';
import { resourcesOf, sampleValid, type SampleContext } from './test/inputs.ts';
import { signedInOperator } from './test/operators.ts';
import { queryRows } from './modules/ledger/sql.ts';
import { resourceBuilders } from './test/resources.ts';
import { startTestServer, type TestResponse, type TestServer } from './test/server.ts';

const clock = manualClock();
const policies = new Map(
  modules.flatMap((module) => module.policies ?? []).map((policy) => [policy.resource, policy]),
);
const isMemberRoute = (route: RouteInfo) =>
  route.guard.kind === 'member' || route.guard.kind === 'memberIfAny';
const named = (route: RouteInfo) => `${route.method} ${route.path}`;

describe('access matrix', () => {
  let server: TestServer;
  let resources: ReturnType<typeof resourceBuilders>;
  before(async () => {
    server = await startTestServer({ clock, captureLogs: false });
    resources = resourceBuilders(server, clock);
    const admin = (name: string, args: string[]) => runAdminCommand(server, clock, name, args);
    await admin('rates:set', ['--usdt-inr', '83.25', '--spread', '0.5']);
    await admin('pool:fund', [
      '--account',
      'fx_treasury',
      '--asset',
      'USDT',
      '--amount',
      '10000',
      '--memo',
      'm',
    ]);
    await admin('pool:fund', [
      '--account',
      'promotions',
      '--asset',
      'INR',
      '--amount',
      '10000',
      '--memo',
      'm',
    ]);
    await admin('settings:withdrawal', [
      '--minimum',
      '1',
      '--maximum',
      '1000',
      '--daily-limit',
      '5000',
      '--fee',
      '1',
    ]);
  });
  after(async () => {
    resources.close();
    await server.close();
  });

  /** A member who could make any call: money, a payment password, an authenticator, an address. */
  async function member(): Promise<TestMember> {
    const built = await buildMember(server, {
      balance: '10000.00',
      usdt: '1000',
      paymentPassword: true,
      authenticator: true,
    });
    await buildWithdrawalAddress(server, built.id);
    return built;
  }

  /** The call `route` makes with `input` (query or JSON body), as `token`'s holder. */
  function call(
    route: RouteInfo,
    input: unknown,
    headers: Record<string, string>,
  ): Promise<TestResponse<unknown>> {
    const all = { ...headers, ...(route.idempotent && { 'Idempotency-Key': randomUUID() }) };
    if (route.method === 'GET')
      return server.get(route.path, { headers: all, query: input as Record<string, string>, lang: 'en-us' });
    return server.post(route.path, { headers: all, json: input ?? {}, lang: 'en-us' });
  }

  /** Sample input for `route`: `field` names `value`; other resources the caller's own, or left out. */
  function inputFor(
    route: RouteInfo,
    caller: TestMember,
    field: string,
    value: string | number,
    own: Map<string, string | number>,
  ) {
    const context: SampleContext = {
      paymentPassword: caller.paymentPassword!,
      totpCode: () => {
        clock.advance(30_000);
        return authenticatorCode(caller, clock);
      },
      resource: (name) => own.get(name) ?? value,
    };
    const schema = (route.method === 'GET' ? route.query : route.body) as z.ZodType;
    const sample = sampleValid(schema, context) as Record<string, unknown>;
    return { ...sample, [field]: value };
  }

  it('knows every resource a route names: a policy for each, a builder for each one members own', () => {
    const named = new Set(
      server.routes.flatMap((route) => [route.query, route.body].flatMap(resourcesOf)).map((r) => r.resource),
    );
    const withoutPolicy = [...named].filter((resource) => !policies.has(resource));
    assert.deepEqual(
      withoutPolicy,
      [],
      'resources named by routes without a policy (<thing>.policy.ts in the module)',
    );
    const owned = [...policies.values()].filter((policy) => policy.owned).map((policy) => policy.resource);
    assert.deepEqual(
      owned.filter((resource) => !(resource in resources.builders)),
      [],
      'owned resources without a builder in test/resources.ts',
    );
  });

  it("refuses every route a member's resource id reaches to another member, changing nothing; the owner's call goes through", async (t) => {
    const covered: string[] = [];
    for (const route of server.routes) {
      for (const { field, resource } of [route.query, route.body].flatMap(resourcesOf)) {
        const policy = policies.get(resource);
        if (!policy?.owned || route.guard.kind === 'operator') continue;
        const [owner, intruder] = [await member(), await member()];
        const value = await resources.builders[resource]!(owner);
        // Public resources (the fund of a purchase) are shared; the caller's own where it has one:
        // another owned resource the route names (a plan's poster beside its video) is each
        // caller's own, so only `field` names what is not theirs.
        const shared = new Map<string, string | number>();
        const intruders = new Map<string, string | number>();
        for (const other of [route.query, route.body].flatMap(resourcesOf)) {
          if (other.field === field) continue;
          const build = resources.builders[other.resource]!;
          if (!policies.get(other.resource)?.owned) shared.set(other.resource, await build(owner));
          else intruders.set(other.resource, await build(intruder));
        }
        const owners = new Map(shared);
        for (const other of [route.query, route.body].flatMap(resourcesOf))
          if (other.field !== field && policies.get(other.resource)?.owned)
            owners.set(other.resource, await resources.builders[other.resource]!(owner));
        for (const [resource, made] of shared) intruders.set(resource, made);

        const before = await snapshotDatabase(server.orm);
        const refused = await call(route, inputFor(route, intruder, field, value, intruders), {
          token: intruder.token,
        });
        const label = `${named(route)} ${field}=${resource} as another member`;
        assert.notEqual(refused.body.status, 1, `${label} answered ${JSON.stringify(refused.body)}`);
        assert.deepEqual(await snapshotDatabase(server.orm), before, `${label} changed the database`);
        if (isMemberRoute(route)) {
          const expected = policy.refuse();
          assert.deepEqual(
            [refused.httpStatus, refused.body.msg],
            [expected.httpStatus, translate('en-us', expected.messageKey, expected.params)],
            `${label} was refused for another reason`,
          );
          const own = await call(route, inputFor(route, owner, field, value, owners), { token: owner.token });
          assert.equal(own.body.status, 1, `${named(route)} as the owner: ${own.body.msg}`);
        }
        covered.push(`${named(route)} (${field})`);
      }
    }
    t.diagnostic(`member routes naming another member's resource: ${covered.length} — ${covered.join(', ')}`);
    assert.ok(covered.length >= 8, 'the route table was read');
  });

  it('answers every operator route by role: allowed for its roles and admin (a POST that goes through audited as its operator), 403 (nothing changed) for the others', async (t) => {
    const signedIn = new Map(
      await Promise.all(
        OPERATOR_ROLES.map(async (role) => [role, await signedInOperator(server, role)] as const),
      ),
    );
    const lastAction = async () => {
      const [row] = await queryRows<{ id: unknown }>(
        server.orm.em.fork(),
        'select coalesce(max(id), 0) as id from operator_action',
      );
      return Number(row?.id ?? 0);
    };
    const actorsAfter = async (id: number) =>
      (
        await queryRows<{ actor: string }>(
          server.orm.em.fork(),
          'select actor from operator_action where id > ?',
          [id],
        )
      ).map((row) => row.actor);
    const audited: string[] = [];
    const noResource: SampleContext = {
      paymentPassword: '000000',
      totpCode: () => '000000',
      resource: () => 999_999_999,
    };
    let calls = 0;
    // Logging out ends the session the other calls use: last.
    const operatorRoutes = server.routes
      .filter((route) => route.guard.kind === 'operator')
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    for (const route of operatorRoutes) {
      if (route.guard.kind !== 'operator') continue;
      for (const role of OPERATOR_ROLES) {
        const schema = route.method === 'GET' ? route.query : route.body;
        const input = schema && sampleValid(schema, noResource);
        const before = await snapshotDatabase(server.orm);
        const actionsBefore = await lastAction();
        const operator = signedIn.get(role)!;
        const answer = await call(route, input, { 'operator-token': operator.token });
        calls += 1;
        const allowed = role === 'admin' || route.guard.roles.includes(role);
        const label = `${named(route)} as ${role}`;
        assert.notEqual(answer.httpStatus, 401, `${label}: ${answer.body.msg}`);
        if (allowed) {
          assert.notEqual(answer.httpStatus, 403, `${label} was refused: ${answer.body.msg}`);
          if (route.method === 'POST' && answer.body.status === 1) {
            assert.ok(
              (await actorsAfter(actionsBefore)).includes(`operator:${operator.operator.username}`),
              `${label} went through without an operator_action of its operator`,
            );
            audited.push(label);
          }
        } else {
          assert.equal(answer.httpStatus, 403, `${label} answered ${answer.httpStatus}`);
          assert.deepEqual(answer.body, {
            status: 0,
            msg: 'You do not have permission to do this',
            data: null,
          });
          assert.deepEqual(await snapshotDatabase(server.orm), before, `${label} changed the database`);
        }
      }
    }
    t.diagnostic(
      `operator routes: ${operatorRoutes.length} × ${OPERATOR_ROLES.length} roles = ${calls} calls; POSTs that went through, each audited: ${audited.join(', ')}`,
    );
    assert.ok(audited.length >= 5, 'some operator POSTs went through with the sample inputs');
    assert.ok(operatorRoutes.length >= 15);
  });

  it('never lets a member token open an operator route, nor an operator token a member route', async (t) => {
    const { token: memberToken } = await member();
    const { token: operatorToken } = await signedInOperator(server, 'admin');
    let calls = 0;
    for (const route of server.routes) {
      const headers: Record<string, string> | undefined =
        route.guard.kind === 'operator'
          ? { token: memberToken }
          : route.guard.kind === 'member'
            ? { 'operator-token': operatorToken }
            : undefined;
      if (!headers) continue;
      const before = await snapshotDatabase(server.orm);
      const answer = await call(route, {}, headers);
      calls += 1;
      assert.equal(answer.httpStatus, 401, `${named(route)} with the wrong kind of token`);
      assert.deepEqual(answer.body.data, { code: 'not_logged_in' });
      assert.deepEqual(await snapshotDatabase(server.orm), before, `${named(route)} changed the database`);
    }
    t.diagnostic(`routes tried with the other kind of token: ${calls}`);
  });
});
