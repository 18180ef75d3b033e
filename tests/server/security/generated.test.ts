// Generated from the app's route table (server/plugins/routeTable.ts), so a route added by anyone is
// probed without anyone remembering: every route without a token, as another company's user (nothing
// may change), as a user without the permission, and with every field of its params, query and body
// replaced in turn by hostile values. Prints how many probes of each class it sent.
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/plugins/routeTable.ts';
import { selectRows } from '../../../server/db/rows.ts';
import { factories } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { FUZZ_CLASSES, fuzzValue, MISSING, validValue, type IdResolver, type JsonSchema } from './schemaValues.ts';

let t: TestApp;
let routes: readonly DeclaredRoute[];
let ids: IdResolver;
const tokens: Record<'owner' | 'foreigner' | 'powerless', string> = { owner: '', foreigner: '', powerless: '' };
const counts = new Map<string, number>();
const count = (kind: string) => counts.set(kind, (counts.get(kind) ?? 0) + 1);

beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  const home = await f.tenant();
  const away = await f.tenant();
  const employee = await f.user({ companyId: home.company.id, storeIds: [home.store.id], role: 'staff' });
  const powerless = await f.user({ companyId: home.company.id, storeIds: [home.store.id], permissions: [] });
  const globalItem = await f.globalItem(home.company.id);
  const storeItem = await f.storeItem(home.store.id, { itemId: globalItem.id });
  const menu = await f.menu(home.store.id);
  const [role] = await selectRows<{ id: number }>(t.database.db, sql`select role_id as id from users where id = ${powerless.id}`);
  ids = (field, url) => {
    const name = field.toLowerCase();
    if (!/(^|_)id$|id$/i.test(field)) return null;
    if (name === 'company_id' || name === 'companyid' || (name === 'id' && /\/company\/:id/.test(url))) return home.company.id;
    if (name === 'store_id' || name === 'storeid') return home.store.id;
    if (name === 'menuid' || name === 'menu_id') return menu.id;
    if (name === 'store_item_id' || name === 'storeitemid' || name === 'itemid') return storeItem.id;
    if (name === 'role_id' || name === 'roleid' || (name === 'id' && /role/.test(url))) return role.id;
    if (name === 'id' && /global-items\/:id|^\/api\/inventory\/:id\//.test(url)) return globalItem.id;
    if (name === 'id' && /employee|user-service/.test(url)) return employee.id;
    return home.store.id;
  };
  tokens.owner = (await t.login(home.user.email)).accessToken;
  tokens.foreigner = (await t.login(away.user.email)).accessToken;
  tokens.powerless = (await t.login(powerless.email)).accessToken;
  // Deletions last, so they do not take away what the other probes aim at.
  routes = [...t.app.routeTable].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}, 120_000);

afterAll(async () => {
  const lines = [...counts.entries()].map(([kind, n]) => `  ${kind.padEnd(34)} ${n}`);
  console.log(`security probes sent over ${routes?.length ?? 0} routes:\n${lines.join('\n')}`);
  await t?.close();
});

interface Request {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const schemaOf = (route: DeclaredRoute, part: 'params' | 'querystring' | 'body') => (route.schema?.[part] as JsonSchema | undefined) ?? undefined;

/** A request the route's schemas accept, aimed at the home company's fixture rows. */
function baseRequest(route: DeclaredRoute): Request {
  const paramsSchema = schemaOf(route, 'params');
  const params: Record<string, unknown> = {};
  for (const name of route.url.match(/:(\w+)/g)?.map((part) => part.slice(1)) ?? []) {
    params[name] = validValue(paramsSchema?.properties?.[name] ?? { type: 'integer' }, name, route.url, ids);
  }
  const query = (validValue(schemaOf(route, 'querystring'), 'query', route.url, ids) ?? {}) as Record<string, unknown>;
  const bodySchema = schemaOf(route, 'body');
  return { params, query, body: bodySchema ? validValue(bodySchema, 'body', route.url, ids) : undefined };
}

function toInject(route: DeclaredRoute, request: Request, token: string | null): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(request.params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    for (const item of [value].flat()) if (item !== undefined && item !== null) search.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const query = search.toString();
  return {
    method: route.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(request.body === undefined ? {} : { payload: request.body as InjectOptions['payload'] }),
  };
}

const describeRoute = (route: DeclaredRoute) => `${route.method} ${route.url}`;

/** Runs the probes a few at a time (PostgreSQL serves several connections at once). */
async function runAll(probes: (() => Promise<void>)[], width = 4) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < probes.length) await probes[next++]();
  }));
}

/** Every failure of a run, so one run reports them all (not only the first). */
let failures: string[] = [];
const fail = (what: string) => failures.push(what);

function expectAnswered(answer: LightMyRequestResponse, what: string) {
  if (answer.statusCode >= 500) return fail(`${what}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
  if (answer.statusCode >= 400) {
    let message: unknown;
    try {
      message = (answer.json() as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || message.length === 0) fail(`${what}: ${answer.statusCode} without a message: ${answer.body.slice(0, 200)}`);
  }
}

function expectStatus(answer: LightMyRequestResponse, status: number, what: string) {
  if (answer.statusCode !== status) fail(`${what}: expected ${status}, got ${answer.statusCode} ${answer.body.slice(0, 200)}`);
}

/** A digest of every table but the sessions and sign-in throttles (which sign-ins change). */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await selectRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('refresh_tokens', 'refresh_token_rotations', 'login_throttles', '__drizzle_migrations') order by 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await selectRows<{ hash: string | null }>(
      t.database.db,
      sql`select md5(string_agg(r::text, '|' order by r::text)) as hash from ${sql.identifier(name)} r`,
    );
    digest[name] = row.hash ?? '';
  }
  return digest;
}

describe('every route, generated from the route table', () => {
  it('answers 401 without a token, 403 to a user without the permission, and refuses another company’s user changing nothing', async () => {
    failures = [];
    const before = await databaseDigest();
    const probes: (() => Promise<void>)[] = [];
    for (const route of routes) {
      if (route.access.kind === 'public') continue;
      const request = baseRequest(route);
      probes.push(async () => {
        const answer = await t.app.inject(toInject(route, request, null));
        count('no token');
        expectStatus(answer, 401, `${describeRoute(route)} without a token`);
        expectAnswered(answer, describeRoute(route));
      });
      const needsPermission = 'permissions' in route.access && (route.access.permissions?.length || route.access.anyPermission?.length);
      if (needsPermission) {
        probes.push(async () => {
          const answer = await t.app.inject(toInject(route, request, tokens.powerless));
          count('no permission');
          expectStatus(answer, 403, `${describeRoute(route)} without the permission`);
          expectAnswered(answer, describeRoute(route));
        });
      }
      if (route.access.kind === 'company' || route.access.kind === 'store') {
        probes.push(async () => {
          const answer = await t.app.inject(toInject(route, request, tokens.foreigner));
          count(`another company (answered ${answer.statusCode})`);
          expectAnswered(answer, describeRoute(route));
          // Lists scope themselves to the caller's company; everything aimed at a row of another company is refused.
          if ((route.method !== 'GET' || Object.keys(request.params).length > 0) && answer.statusCode < 400) {
            fail(`${describeRoute(route)} let another company's user through: ${answer.statusCode}`);
          }
        });
      }
    }
    await runAll(probes);
    expect(failures).toEqual([]);
    expect(await databaseDigest()).toEqual(before);
  }, 120_000);

  it('never answers 5xx to hostile values in any field, and every error has a message', async () => {
    failures = [];
    const probes: (() => Promise<void>)[] = [];
    for (const route of routes) {
      const base = baseRequest(route);
      const token = route.access.kind === 'public' ? null : tokens.owner;
      const parts: ['params' | 'query' | 'body', JsonSchema | undefined][] = [
        ['params', schemaOf(route, 'params')],
        ['query', schemaOf(route, 'querystring')],
        ['body', schemaOf(route, 'body')],
      ];
      for (const [part, schema] of parts) {
        const fields = part === 'params' ? Object.keys(base.params) : Object.keys(schema?.properties ?? {});
        for (const field of fields.slice(0, 8)) {
          for (const kind of FUZZ_CLASSES) {
            const value = fuzzValue(kind, schema?.properties?.[field], part !== 'body');
            if (value === MISSING && part === 'params') continue;
            const request: Request = structuredClone(base);
            const target = (part === 'body' ? ((request.body ??= {}) as Record<string, unknown>) : request[part]) as Record<string, unknown>;
            if (value === MISSING) delete target[field];
            else target[field] = value;
            probes.push(async () => {
              const answer = await t.app.inject(toInject(route, request, token));
              count(`fuzz: ${kind}`);
              expectAnswered(answer, `${describeRoute(route)} ${part}.${field} = ${kind}`);
            });
          }
        }
      }
      if (schemaOf(route, 'body')) {
        for (const body of [null, 'not json at all', [1, 2, 3]]) {
          probes.push(async () => {
            const answer = await t.app.inject({ ...toInject(route, base, token), payload: JSON.stringify(body), headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' } });
            count('fuzz: whole body');
            expectAnswered(answer, `${describeRoute(route)} body = ${JSON.stringify(body)}`);
          });
        }
      }
    }
    // One at a time: fuzzed writes racing each other on the same rows would make the outcome depend on timing.
    await runAll(probes, 1);
    expect(failures).toEqual([]);
  }, 240_000);
});
