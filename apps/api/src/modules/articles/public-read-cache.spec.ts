import { PUBLIC_READ_MAX_AGE_SECONDS, PublicReadCache } from './public-read-cache';

describe('PublicReadCache', () => {
  let now = 0;
  const cache = () => new PublicReadCache(() => now);
  const loader = () => {
    let loads = 0;
    return { load: async () => ({ answer: (loads += 1) }), loads: () => loads };
  };
  beforeEach(() => {
    now = 1_000_000;
  });

  it('keeps an answer while the content version stays and it is younger than the max-age', async () => {
    const reads = cache();
    const { load, loads } = loader();
    const first = await reads.read('list', '1', load);
    now += PUBLIC_READ_MAX_AGE_SECONDS * 1000 - 1;
    expect(await reads.read('list', '1', load)).toBe(first);
    expect(first.json).toBe('{"answer":1}');
    expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(loads()).toBe(1);
  });

  it('loads again when the version moves, when the max-age has passed, or when the clock went back', async () => {
    const reads = cache();
    const { load, loads } = loader();
    const first = await reads.read('list', '1', load);
    const moved = await reads.read('list', '2', load);
    expect(moved.etag).not.toBe(first.etag);
    now += PUBLIC_READ_MAX_AGE_SECONDS * 1000;
    await reads.read('list', '2', load);
    now -= 60_000;
    await reads.read('list', '2', load);
    expect(loads()).toBe(4);
  });

  it('loads once for readers who ask at the same time', async () => {
    const reads = cache();
    const { load, loads } = loader();
    const answers = await Promise.all(Array.from({ length: 20 }, () => reads.read('article:vat', '1', load)));
    expect(new Set(answers).size).toBe(1);
    expect(loads()).toBe(1);
  });

  it('keeps a bounded number of answers, dropping the oldest', async () => {
    const reads = cache();
    const { load, loads } = loader();
    for (let page = 0; page <= 1_000; page += 1) await reads.read(`list:${page}`, '1', load);
    await reads.read('list:1000', '1', load);
    expect(loads()).toBe(1_001);
    await reads.read('list:0', '1', load);
    expect(loads()).toBe(1_002);
  });
});
