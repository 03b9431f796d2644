import sharp from 'sharp';
import { inspectImage, MEDIA_MAX_INPUT_PIXELS, renderImage, sniffImageFormat, UnacceptableImageError } from './media-processing';

/** What an upload goes through: the header checked, then the pixels decoded and re-encoded. */
const processImage = async (bytes: Buffer) => renderImage(bytes, await inspectImage(bytes));

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } });

const sizes = (image: Awaited<ReturnType<typeof processImage>>) =>
  image.variants.map((variant) => [variant.name, variant.width, variant.height]);

describe('processImage', () => {
  it('makes WebP variants at the contract widths, never wider than the original, plus the original re-encoded', async () => {
    const image = await processImage(await solid(1000, 500).png().toBuffer());
    expect(image).toMatchObject({ type: 'image/png', width: 1000, height: 500, animated: false });
    expect(sizes(image)).toEqual([
      ['small', 400, 200],
      ['medium', 800, 400],
      ['original', 1000, 500],
    ]);
    for (const variant of image.variants.slice(0, -1)) expect((await sharp(variant.bytes).metadata()).format).toBe('webp');
    expect((await sharp(image.variants.at(-1)!.bytes).metadata()).format).toBe('png');
  });

  it('keeps a small WebP thumbnail of an image narrower than the small width, at its own size', async () => {
    const image = await processImage(await solid(120, 80).jpeg().toBuffer());
    expect(sizes(image)).toEqual([
      ['small', 120, 80],
      ['original', 120, 80],
    ]);
  });

  it('turns the image upright by its EXIF orientation and drops the EXIF (GPS included)', async () => {
    const withGps = await solid(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    // Tag 0x8825 (GPSInfo, little-endian as sharp writes it) points at the GPS block.
    const gpsInfoTag = Buffer.from([0x25, 0x88]);
    expect((await sharp(withGps).metadata()).exif?.includes(gpsInfoTag)).toBe(true);
    const image = await processImage(withGps);
    expect([image.width, image.height]).toEqual([100, 200]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    }
  });

  it('keeps an animated GIF animated in every output', async () => {
    // Frames that differ: the GIF encoder merges identical ones into a single frame.
    const frames = await Promise.all(
      ['#c00', '#0c0', '#00c'].map((background) =>
        sharp({ create: { width: 600, height: 300, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const image = await processImage(animation);
    expect(image.animated).toBe(true);
    expect(sizes(image)).toEqual([
      ['small', 400, 200],
      ['original', 600, 300],
    ]);
    for (const variant of image.variants) expect((await sharp(variant.bytes, { animated: true }).metadata()).pages).toBe(3);
  });

  it.each([
    ['an SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', /SVG/],
    ['an SVG behind an XML declaration', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>', /SVG/],
    ['text renamed .png', 'just some text, not a picture', /not an image/],
    ['HTML', '<!doctype html><img src=x onerror=alert(1)>', /not an image/],
  ])('refuses %s', async (_name, text, message) => {
    await expect(processImage(Buffer.from(text))).rejects.toThrow(message);
  });

  it('refuses a file with an image signature but a damaged body', async () => {
    const png = await solid(50, 50).png().toBuffer();
    await expect(processImage(png.subarray(0, 40))).rejects.toBeInstanceOf(UnacceptableImageError);
  });

  it('refuses a decompression bomb: a small PNG that claims more pixels than the limit', async () => {
    const side = Math.ceil(Math.sqrt(MEDIA_MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(processImage(bomb)).rejects.toBeInstanceOf(UnacceptableImageError);
    await expect(processImage(bomb)).rejects.toThrow('has too many pixels (at most 40,000,000 in all its frames)');
  });
});

describe('sniffImageFormat', () => {
  it('knows the four accepted signatures and nothing else', async () => {
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await solid(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(await solid(4, 4).tiff().toBuffer())).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });
});
