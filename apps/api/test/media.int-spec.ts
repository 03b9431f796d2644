import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { MEDIA_MAX_UPLOAD_BYTES, type MediaItem, type MediaItemWithUsage, type MediaList } from '@taxatlas/contracts/media';
import sharp from 'sharp';
import request from 'supertest';
import { ArticleWriter } from '../src/modules/articles/article-writer';
import { type Account, createAccount, relaxedAuthLimits } from './support/accounts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

/** Tag 0x8825 (GPSInfo) as sharp writes EXIF (little-endian): present when a GPS block is. */
const gpsInfoTag = Buffer.from([0x25, 0x88]);

/** A list of every file on disk under a folder (the local store), for "nothing stored". */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe.each(databaseKinds)('the media library API (%s)', (kind) => {
  let testApp: TestApp;
  let editor: Account;
  let admin: Account;
  let user: Account;
  const http = () => request(testApp.app.getHttpServer());
  const upload = (bytes: Buffer, filename: string, account: Account = editor, alt?: string) => {
    const call = http().post('/api/media').set(account.bearer).attach('file', bytes, filename);
    return alt === undefined ? call : call.field('alt', alt);
  };
  /** What the database holds: media rows and stored files (a failed upload must add neither). */
  const stored = async () => {
    const connection = testApp.app.get(MikroORM).em.fork().getConnection();
    const [media] = await connection.execute<{ count: number | string }[]>('select count(*) as "count" from "media"');
    const [files] = await connection.execute<{ count: number | string }[]>('select count(*) as "count" from "media_files"');
    return { media: Number(media!.count), files: Number(files!.count) };
  };
  const fileBytes = async (url: string) => {
    const response = await http()
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return { response, bytes: response.body as Buffer };
  };

  beforeAll(async () => {
    testApp = await startTestApp(kind, { ...relaxedAuthLimits, RATE_LIMIT_PER_MINUTE: '0' });
    editor = await createAccount(testApp, 'editor');
    admin = await createAccount(testApp, 'admin');
    user = await createAccount(testApp, 'user');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('turns a PNG into WebP variants at the contract widths and serves them publicly, cached for a year', async () => {
    const response = await upload(await picture(1000, 500).png().toBuffer(), 'chart.png', editor, 'A blue chart');
    expect(response.status).toBe(201);
    const item = response.body as MediaItem;
    expect(item).toMatchObject({
      filename: 'chart.png',
      type: 'image/png',
      width: 1000,
      height: 500,
      alt: 'A blue chart',
      uploadedBy: editor.user.id,
    });
    expect(item.variants.map((variant) => [variant.name, variant.width, variant.height, variant.type])).toEqual([
      ['small', 400, 200, 'image/webp'],
      ['medium', 800, 400, 'image/webp'],
      ['original', 1000, 500, 'image/png'],
    ]);
    expect(item.url).toBe(`/api/media/files/${item.id}/medium.webp`);

    for (const variant of item.variants) {
      // No token: the files are public, as articles show them to everyone.
      const { response: file, bytes } = await fileBytes(variant.url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe(variant.type);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toMatch(/img-src 'self'/);
      expect(bytes.length).toBe(variant.size);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        variant.name === 'original' ? 'png' : 'webp',
        variant.width,
        variant.height,
      ]);
    }
    expect((await http().get(`/api/media/files/${item.id}/large.webp`)).status).toBe(404);
    expect((await http().get(`/api/media/files/${item.id}/..%2f..%2fetc.webp`)).status).toBe(404);
  });

  it('makes all three WebP sizes of a wide JPEG, and stores it upright without its EXIF GPS block', async () => {
    const withGps = await picture(1800, 2400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.includes(gpsInfoTag)).toBe(true);
    const response = await upload(withGps, 'holiday.jpg');
    expect(response.status).toBe(201);
    const item = response.body as MediaItem;
    // Orientation 6 is a quarter turn: the 1800 × 2400 pixels show as 2400 × 1800.
    expect([item.type, item.width, item.height]).toEqual(['image/jpeg', 2400, 1800]);
    expect(item.variants.map((variant) => [variant.name, variant.width, variant.height])).toEqual([
      ['small', 400, 300],
      ['medium', 800, 600],
      ['large', 1600, 1200],
      ['original', 2400, 1800],
    ]);
    for (const variant of item.variants) {
      const metadata = await sharp((await fileBytes(variant.url)).bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it.each([
    ['a text file renamed .png', () => Buffer.from('Quarterly figures, not an image at all.\n'), 'figures.png', /not an image/],
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>'),
      'logo.svg',
      /SVG/,
    ],
    ['an SVG renamed .png', () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', /SVG/],
    [
      'a file over the size limit',
      () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(MEDIA_MAX_UPLOAD_BYTES)]),
      'huge.png',
      /too large/,
    ],
  ])('refuses %s with a 400 naming file, and stores nothing', async (_name, bytes, filename, message) => {
    const before = await stored();
    const response = await upload(bytes(), filename);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: expect.stringMatching(message),
      details: [{ field: 'file', message: expect.stringMatching(message) }],
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a request without a file, an unknown file field, and an over-long alt, naming the field', async () => {
    const before = await stored();
    const png = await picture(20, 20).png().toBuffer();
    const noFile = await http().post('/api/media').set(editor.bearer).field('alt', 'Lonely alt');
    expect(noFile.status).toBe(400);
    expect(noFile.body.details).toEqual([{ field: 'file', message: expect.any(String) }]);
    const json = await http().post('/api/media').set(editor.bearer).send({ file: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.details).toEqual([{ field: 'file', message: expect.any(String) }]);
    const wrongField = await http().post('/api/media').set(editor.bearer).attach('image', png, 'a.png');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.details).toEqual([{ field: 'image', message: expect.any(String) }]);
    const twoFiles = await http().post('/api/media').set(editor.bearer).attach('file', png, 'a.png').attach('file', png, 'b.png');
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.details).toEqual([{ field: 'file', message: expect.stringMatching(/single file/) }]);
    const longAlt = await upload(png, 'a.png', editor, 'x'.repeat(301));
    expect(longAlt.status).toBe(400);
    expect(longAlt.body.details).toEqual([{ field: 'alt', message: expect.any(String) }]);
    expect(await stored()).toEqual(before);
  });

  it('lists newest first with paging, and searches file names and alt text', async () => {
    const png = await picture(30, 30).png().toBuffer();
    const first = (await upload(png, 'Income-Tax-Bands.png', editor, 'Bands of the UK income tax')).body as MediaItem;
    await new Promise((resolve) => setTimeout(resolve, 15));
    const second = (await upload(png, 'stamp_duty.png', admin, 'A house with a Price tag')).body as MediaItem;

    const page1 = (await http().get('/api/media?limit=1').set(editor.bearer)).body as MediaList;
    expect(page1.data.map((item) => item.id)).toEqual([second.id]);
    expect(page1.limit).toBe(1);
    const page2 = (await http().get('/api/media?limit=1&page=2').set(editor.bearer)).body as MediaList;
    expect(page2.data.map((item) => item.id)).toEqual([first.id]);
    expect(page2.total).toBe(page1.total);

    const byName = (await http().get('/api/media?search=income-tax').set(editor.bearer)).body as MediaList;
    expect(byName.data.map((item) => item.id)).toEqual([first.id]);
    const byAlt = (await http().get('/api/media').query({ search: 'PRICE TAG' }).set(editor.bearer)).body as MediaList;
    expect(byAlt).toMatchObject({ total: 1, data: [{ id: second.id }] });
    // LIKE's wildcards are searched as the characters they are: only stamp_duty.png has a "_".
    const byUnderscore = (await http().get('/api/media?search=_').set(editor.bearer)).body as MediaList;
    expect(byUnderscore).toMatchObject({ total: 1, data: [{ id: second.id }] });
    const badLimit = await http().get('/api/media?limit=1000').set(editor.bearer);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.details[0].field).toBe('limit');
  });

  it('changes the alt text, naming the field when it is too long', async () => {
    const item = (await upload(await picture(10, 10).png().toBuffer(), 'dot.png')).body as MediaItem;
    const changed = await http().patch(`/api/media/${item.id}`).set(editor.bearer).send({ alt: '  A small dot  ' });
    expect(changed.status).toBe(200);
    expect(changed.body.alt).toBe('A small dot');
    expect(((await http().get(`/api/media/${item.id}`).set(editor.bearer)).body as MediaItemWithUsage).alt).toBe('A small dot');
    const tooLong = await http()
      .patch(`/api/media/${item.id}`)
      .set(editor.bearer)
      .send({ alt: 'y'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details[0].field).toBe('alt');
    expect((await http().patch('/api/media/not-an-id').set(editor.bearer).send({ alt: 'x' })).status).toBe(404);
  });

  it('refuses to delete an image an article uses (409 with the titles) until forced, then removes its files', async () => {
    const item = (await upload(await picture(500, 300).png().toBuffer(), 'cover.png')).body as MediaItem;
    const unused = (await upload(await picture(500, 300).png().toBuffer(), 'unused.png')).body as MediaItem;
    const writer = new ArticleWriter(testApp.app.get(MikroORM).em.fork());
    const byCover = await writer.create({
      title: 'Covered article',
      content: '<p>Text.</p>',
      category: 'tax-tips',
      coverImage: item.url,
      status: 'draft',
    });
    const byBody = await writer.create({
      title: 'Illustrated article',
      // An absolute URL (the sanitiser keeps only https images) still names the image's files.
      content: `<p>See:</p><img src="https://taxatlas.example${item.variants[0]!.url}" alt="">`,
      category: 'tax-tips',
      status: 'draft',
    });

    const detail = (await http().get(`/api/media/${item.id}`).set(editor.bearer)).body as MediaItemWithUsage;
    expect(detail.usedBy).toEqual(
      expect.arrayContaining([
        { id: byCover.id, title: 'Covered article' },
        { id: byBody.id, title: 'Illustrated article' },
      ]),
    );
    expect(detail.usedBy).toHaveLength(2);

    const refused = await http().delete(`/api/media/${item.id}`).set(editor.bearer);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, error: expect.stringContaining('Covered article'), usedBy: detail.usedBy });
    expect((await http().get(item.url)).status).toBe(200);

    expect((await http().delete(`/api/media/${item.id}?force=maybe`).set(editor.bearer)).status).toBe(400);
    const forced = await http().delete(`/api/media/${item.id}?force=true`).set(editor.bearer);
    expect(forced.status).toBe(200);
    expect(forced.body).toEqual({ success: true });
    for (const variant of item.variants) expect((await http().get(variant.url)).status).toBe(404);
    expect((await http().get(`/api/media/${item.id}`).set(editor.bearer)).status).toBe(404);

    const before = await stored();
    expect((await http().delete(`/api/media/${unused.id}`).set(admin.bearer)).status).toBe(200);
    expect(await stored()).toEqual({ media: before.media - 1, files: before.files - unused.variants.length });
  });

  it('answers 401 without a token and 403 to a plain user, and stores nothing for either', async () => {
    const before = await stored();
    const png = await picture(10, 10).png().toBuffer();
    expect((await http().post('/api/media').attach('file', png, 'a.png')).status).toBe(401);
    expect((await upload(png, 'a.png', user)).status).toBe(403);
    expect((await http().get('/api/media')).status).toBe(401);
    expect((await http().get('/api/media').set(user.bearer)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('keeps files in a local folder with MEDIA_STORE=local, and a refused upload leaves the folder as it was', async () => {
    const mediaDir = path.join(testApp.dataDir, 'media-files');
    testApp = await testApp.restart({ MEDIA_STORE: 'local', MEDIA_DIR: mediaDir });
    editor = await createAccount(testApp, 'editor');
    const response = await upload(await picture(900, 450).webp().toBuffer(), 'local.webp');
    expect(response.status).toBe(201);
    const item = response.body as MediaItem;
    expect(
      filesUnder(path.join(mediaDir, item.id))
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual(['medium.webp', 'original.webp', 'small.webp']);
    const { response: file, bytes } = await fileBytes(item.url);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(bytes).metadata()).width).toBe(800);

    const before = filesUnder(mediaDir);
    expect((await upload(Buffer.from('not an image'), 'x.png')).status).toBe(400);
    expect(filesUnder(mediaDir)).toEqual(before);

    expect((await http().delete(`/api/media/${item.id}`).set(editor.bearer)).status).toBe(200);
    expect(filesUnder(mediaDir)).toEqual([]);
  });
});
