import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvFile, multipart } from '../fixtures/multipart.ts';
import { CORNER, demoSessions } from '../fixtures/demo.ts';

type Sessions = Awaited<ReturnType<typeof demoSessions>>;
let s: Sessions;
let store: number;

beforeAll(async () => {
  s = await demoSessions();
  store = await s.db.busiestStore(CORNER);
});
afterAll(() => s.t.close());

const HEADER = 'name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id';
const upload = (payload: Buffer, headers: Record<string, string>) =>
  s.owner({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${store}&cognito_id=owner`, payload, headers });
const runningIngestions = () => s.db.count(sql`select 1 from jobs where queue = 'ingestion' and status = 'running'`);

describe('a null character in any string is refused with 400 naming the field', () => {
  it('in a query string', async () => {
    const answer = await s.owner({ method: 'GET', url: '/api/stores/?search_string=a%00b' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/search_string.*null character/);
  });

  it('in a JSON body, nested, without changing anything', async () => {
    const before = await s.db.one<{ name: string }>(sql`select name from companies where id = ${s.cornerId}`);
    const answer = await s.owner({ method: 'PUT', url: `/api/stores/company/${s.cornerId}`, payload: { name: 'Corner\u0000Market' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^name .*null character/);
    const tags = await s.owner({ method: 'POST', url: `/api/stores/company/${s.cornerId}/tags`, payload: { tag_names: ['ok', 'bad\u0000'] } });
    expect(tags.statusCode).toBe(400);
    expect(tags.json().message).toMatch(/^tag_names\.1 /);
    expect(await s.db.one<{ name: string }>(sql`select name from companies where id = ${s.cornerId}`)).toEqual(before);
  });

  it('in a path parameter', async () => {
    const answer = await s.owner({ method: 'GET', url: '/api/stores/1%00' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBeTruthy();
  });

  it('in a CSV cell: that row is reported with its line, the others applied', async () => {
    const file = `${HEADER}\nNull Cell Item,,2.50,,,,,,,,\nBad\u0000Name,,3.00,,,,,,,,\n`;
    const { payload, headers } = multipart(csvFile(file));
    const answer = await upload(payload, headers);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.created).toBe(1);
    expect(body.errors).toEqual([expect.objectContaining({ line: 3, reason: expect.stringMatching(/name .*null character/) })]);
  });
});

describe('filters and uploads that used to break the server', () => {
  it('a tags filter naming a tag no store has answers an empty page, and the next request still works', async () => {
    const answer = await s.internal({ method: 'GET', url: '/api/stores/?tags=987654&tags=987655' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().count).toBe(0);
    const next = await s.owner({ method: 'GET', url: '/api/stores/?limit=1' });
    expect(next.statusCode).toBe(200);
  });

  it('multipart without a boundary is a 400 saying so', async () => {
    const answer = await upload(Buffer.from('name,price\nA,1\n'), { 'content-type': 'multipart/form-data' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/multipart/i);
  });

  it('a truncated multipart body is a 400, and nothing is left running', async () => {
    const { payload, headers } = multipart(csvFile(`${HEADER}\nTruncated Item,,2.50,,,,,,,,\n`));
    const answer = await upload(payload.subarray(0, payload.length - 60), headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/multipart/i);
    expect(await runningIngestions()).toBe(0);
  });

  it('a CSV row with a stray quote is a 400 naming its line, nothing applied, no job left running', async () => {
    const before = await s.db.count(sql`select 1 from store_items where store_id = ${store}`);
    const file = `${HEADER}\nQuote One,,2.50,,,,,,,,\nQuote "Two,,2.50,,,,,,,,\nQuote Three,,2.50,,,,,,,,\n`;
    const { payload, headers } = multipart(csvFile(file));
    const answer = await upload(payload, headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/line 3/);
    expect(await s.db.count(sql`select 1 from store_items where store_id = ${store}`)).toBe(before);
    expect(await runningIngestions()).toBe(0);
  });
});
