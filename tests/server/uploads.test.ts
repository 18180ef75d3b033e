import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;
let t: TestApp;
let owner: Inject;
let staff: Inject;
let quickOwner: Inject;
let internal: Inject;
let cornerId: number;

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'
  + '1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082', 'hex');

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const boundary = '----lsmtest';
  const parts: Buffer[] = Object.entries(fields).map(
    ([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (as: Inject, fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) =>
  as({ method: 'POST', url: '/api/stores/upload_image/', ...multipart(fields, file) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.as(ACCOUNTS.cornerOwner);
  staff = await t.as(ACCOUNTS.cornerStaff);
  quickOwner = await t.as(ACCOUNTS.quickOwner);
  internal = await t.as(ACCOUNTS.internal);
  cornerId = (await owner({ url: '/api/user-service/fetch_profile' })).json().company_id;
});
afterAll(() => t.close());

describe('POST /stores/upload_image/', () => {
  it('stores a PNG under its content hash and serves it back with its type', async () => {
    const response = await upload(owner, { id: String(cornerId), type: 'company_logo' }, { name: 'logo.png', bytes: PNG, type: 'image/png' });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().image_url;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const again = await upload(internal, { id: 'new', type: 'company_logo' }, { name: 'other-name.png', bytes: PNG, type: 'image/png' });
    expect(again.json().image_url).toBe(url);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('sniffs the content: a script named .png is refused with 415, whatever its declared type', async () => {
    const response = await upload(owner, { id: String(cornerId), type: 'company_logo' }, { name: 'logo.png', bytes: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('PNG');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(owner, { id: String(cornerId), type: 'company_logo' }, { name: 'big.png', bytes: big, type: 'image/png' });
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 for a missing image, an unknown type or a non-multipart request', async () => {
    expect((await upload(owner, { id: String(cornerId), type: 'company_logo' })).statusCode).toBe(400);
    const badType = await upload(owner, { id: String(cornerId), type: 'wallpaper' }, { name: 'a.png', bytes: PNG, type: 'image/png' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('type must be one of');
    expect((await owner({ method: 'POST', url: '/api/stores/upload_image/', payload: { id: 1 } })).statusCode).toBe(400);
  });

  it('refuses another company, staff without edit permissions, and merchants uploading for new companies', async () => {
    expect((await upload(quickOwner, { id: String(cornerId), type: 'company_logo' }, { name: 'a.png', bytes: PNG, type: 'image/png' })).statusCode).toBe(403);
    expect((await upload(staff, { id: String(cornerId), type: 'company_logo' }, { name: 'a.png', bytes: PNG, type: 'image/png' })).statusCode).toBe(403);
    expect((await upload(owner, { id: 'new', type: 'company_logo' }, { name: 'a.png', bytes: PNG, type: 'image/png' })).statusCode).toBe(403);
  });
});
