// Parallel uploads of big images must not starve the rest of the server. Images are processed one
// at a time with a bounded waiting list (MEDIA_UPLOADS_WAITING; 503 + Retry-After past it), an image over the pixel
// limit is refused from its header, and logins go on while uploads are processed.
import { MikroORM } from '@mikro-orm/core';
import sharp from 'sharp';
import request from 'supertest';
import { MEDIA_MAX_INPUT_PIXELS } from '../src/modules/media/media-processing';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

/** A PNG of width × height pixels that compresses to little: the size of the upload is not what is being tested. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('image uploads under pressure (%s)', (kind) => {
  let testApp: TestApp;
  let editor: Account;
  const http = () => request(testApp.app.getHttpServer());
  const upload = (bytes: Buffer) => http().post('/api/media').set(editor.bearer).attach('file', bytes, 'big.png');
  const storedMedia = async () => {
    const [row] = await testApp.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ count: number | string }[]>('select count(*) as "count" from "media"');
    return Number(row!.count);
  };

  beforeAll(async () => {
    // No waiting list: any upload that arrives while another image is processed is refused.
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, RATE_LIMIT_PER_MINUTE: '0', MEDIA_UPLOADS_WAITING: '0' });
    editor = await createAccount(testApp, 'editor');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses an image over the pixel limit from its header, saying the limit (400 naming file)', async () => {
    const before = await storedMedia();
    const side = Math.ceil(Math.sqrt(MEDIA_MAX_INPUT_PIXELS)) + 1;
    const response = await upload(await png(side, side));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      details: [{ field: 'file', message: expect.stringContaining('at most 40,000,000') }],
    });
    expect(await storedMedia()).toBe(before);
  });

  it('refuses an image over the pixel limit at once, even while another image is processed and none may wait', async () => {
    const side = Math.ceil(Math.sqrt(MEDIA_MAX_INPUT_PIXELS)) + 1;
    const [big, bomb] = [await png(4000, 3000), await png(side, side)];
    const processing = upload(big);
    // Sent while the first image is being decoded: its header alone answers it, without a turn in the queue.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await upload(bomb);
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ field: 'file', message: expect.stringContaining('at most 40,000,000') }]);
    expect((await processing).status).toBe(201);
  });

  it('answers parallel uploads past the waiting list with 503 and Retry-After, never 500, and stores the others', async () => {
    const before = await storedMedia();
    const image = await png(4000, 3000);
    const responses = await Promise.all(Array.from({ length: 5 }, () => upload(image)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses).toContain(201);
    expect(statuses).toContain(503);
    for (const refused of responses.filter((response) => response.status === 503)) {
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toEqual({ success: false, error: expect.stringContaining('busy processing other uploads') });
    }
    expect(await storedMedia()).toBe(before + statuses.filter((status) => status === 201).length);
  });

  it('signs in while uploads are being processed', async () => {
    const image = await png(4000, 3000);
    const uploads = Promise.all(Array.from({ length: 4 }, () => upload(image)));
    const login = await http().post('/api/auth/login').send({ email: editor.user.email, password: editor.password });
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect((await uploads).map((response) => response.status).every((status) => status === 201 || status === 503)).toBe(true);
  });
});
