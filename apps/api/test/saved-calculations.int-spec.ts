import { NotFoundError, RequestValidationError } from '../src/common/errors/domain-errors';
import type { Clock } from '../src/common/time/clock';
import { SavedCalculationsService } from '../src/modules/saved-calculations/saved-calculations.service';
import { ukDraft } from './support/saved-drafts';
import { databaseKinds, startTestApp, type TestApp } from './support/test-app';

/**
 * Saved calculations of the desktop app (docs/desktop.md, "Saved calculations"), through the service the desktop bridge
 * calls in-process, on each database: the migration, the validation of libs/contracts and the ordering.
 */

/** A clock that moves one minute per reading, so that every save or rename is strictly newer than the one before. */
function steppingClock(start: string): Clock & { last(): Date } {
  let now = new Date(start).getTime();
  let last = new Date(now);
  return {
    now: () => {
      last = new Date(now);
      now += 60_000;
      return last;
    },
    last: () => last,
  };
}

/** The service's refusal: a 400 naming each field at fault, as the API's other validation errors do. */
async function expectRefused(work: Promise<unknown>, field: string, message?: RegExp): Promise<void> {
  const error: unknown = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RequestValidationError);
  const refusal = error as RequestValidationError;
  expect(refusal.status).toBe(400);
  expect(refusal.details.map((detail) => detail.field)).toContain(field);
  expect(refusal.message).toContain(field);
  if (message) expect(refusal.details.find((detail) => detail.field === field)?.message).toMatch(message);
}

describe.each(databaseKinds)('saved calculations (%s)', (kind) => {
  let testApp: TestApp;
  const clock = steppingClock('2026-05-04T09:00:00.000Z');
  const service = () => testApp.app.get(SavedCalculationsService);
  const names = async (filter?: { client?: string }) => (await service().list(filter)).map((row) => row.name);
  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, clock);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('starts empty', async () => {
    expect(await service().list()).toEqual([]);
  });

  it('saves a draft, trimmed, and gives it back as stored', async () => {
    const saved = await service().save(ukDraft('  Smith & Co  ', ' Salary review April '));
    const savedAt = clock.last().toISOString();
    expect(saved).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      client: 'Smith & Co',
      name: 'Salary review April',
      calculation: ukDraft('', '').calculation,
      createdAt: savedAt,
      updatedAt: savedAt,
    });
    expect(await service().list()).toEqual([saved]);
    expect(await service().findByIds([saved.id, 'no-such-id'])).toEqual([saved]);
  });

  it('lists newest first and filters by client (the name as typed, trimmed)', async () => {
    await service().save(ukDraft('Jones Ltd', 'Bonus scenario'));
    await service().save(ukDraft('Smith & Co', 'Pension top-up'));
    await service().save(ukDraft('smith & co', 'Another client, by letter case'));
    expect(await names()).toEqual(['Another client, by letter case', 'Pension top-up', 'Bonus scenario', 'Salary review April']);
    expect(await names({ client: 'Smith & Co' })).toEqual(['Pension top-up', 'Salary review April']);
    expect(await names({ client: '  Smith & Co ' })).toEqual(['Pension top-up', 'Salary review April']);
    expect(await names({ client: 'Nobody' })).toEqual([]);
  });

  it('renames (name, client or both), which makes the calculation the newest', async () => {
    const [oldest] = (await service().list()).slice(-1);
    const renamed = await service().rename(oldest!.id, { name: '  Salary review May ' });
    expect(renamed).toMatchObject({ id: oldest!.id, client: 'Smith & Co', name: 'Salary review May', createdAt: oldest!.createdAt });
    expect(renamed.updatedAt).toBe(clock.last().toISOString());
    expect(renamed.updatedAt > oldest!.updatedAt).toBe(true);
    expect((await names())[0]).toBe('Salary review May');

    const moved = await service().rename(oldest!.id, { client: 'Jones Ltd' });
    expect(moved).toMatchObject({ client: 'Jones Ltd', name: 'Salary review May' });
    expect(await names({ client: 'Jones Ltd' })).toEqual(['Salary review May', 'Bonus scenario']);
    expect(await names({ client: 'Smith & Co' })).toEqual(['Pension top-up']);

    const both = await service().rename(oldest!.id, { client: 'Smith & Co', name: 'Salary review June' });
    expect(both).toMatchObject({ client: 'Smith & Co', name: 'Salary review June' });
    // The calculation itself never changes with a rename.
    expect(both.calculation).toEqual(ukDraft('', '').calculation);
  });

  it('keeps names at the length limit, in any script, on this database', async () => {
    const client = 'Ö'.repeat(120);
    const name = '税'.repeat(160);
    const saved = await service().save(ukDraft(client, name));
    expect(saved).toMatchObject({ client, name });
    expect(await names({ client })).toEqual([name]);
    await service().remove(saved.id);
  });

  it('refuses a draft with a blank or missing client or name, naming the field', async () => {
    const before = await service().list();
    await expectRefused(service().save(ukDraft('Smith & Co', '   ')), 'name', /is required/);
    await expectRefused(service().save(ukDraft('', 'Bonus')), 'client', /is required/);
    await expectRefused(service().save({ ...ukDraft('Smith & Co', 'x'), name: undefined }), 'name', /is required/);
    await expectRefused(service().save(ukDraft('Smith & Co', 'x'.repeat(161))), 'name', /at most 160/);
    await expectRefused(service().save(ukDraft('Smith\tCo', 'Bonus')), 'client', /control characters/);
    await expectRefused(service().save(null), 'body');
    expect(await service().list()).toEqual(before);
  });

  it.each([
    ['another site', 'https://evil.example/uk/income-tax?income=1'],
    ['a protocol-relative address', '//evil.example/uk/income-tax'],
    ['a script', 'javascript:alert(1)'],
    ['a page that is no calculator', '/blog/vat-explained'],
    ['a path with a backslash', '/\\evil.example/uk/income-tax'],
    ['nothing', ''],
  ])('refuses a calculation whose url is %s, naming calculation.url', async (_label, url) => {
    const before = await service().list();
    const draft = ukDraft('Smith & Co', 'Bonus');
    await expectRefused(
      service().save({ ...draft, calculation: { ...draft.calculation, url } }),
      'calculation.url',
      /one of our calculators|is required/,
    );
    expect(await service().list()).toEqual(before);
  });

  it('refuses other fields of the snapshot that do not hold, naming them', async () => {
    const { calculation } = ukDraft('Smith & Co', 'Bonus');
    await expectRefused(
      service().save({
        ...ukDraft('Smith & Co', 'Bonus'),
        calculation: { ...calculation, result: { ...calculation.result, currency: 'gbp' } },
      }),
      'calculation.result.currency',
    );
    await expectRefused(
      service().save({
        ...ukDraft('Smith & Co', 'Bonus'),
        calculation: { ...calculation, result: { ...calculation.result, totalTax: Number.NaN } },
      }),
      'calculation.result.totalTax',
    );
  });

  it('refuses a rename that is blank or changes nothing, and leaves the calculation as it was', async () => {
    const [first] = await service().list();
    await expectRefused(service().rename(first!.id, { name: ' ' }), 'name', /is required/);
    await expectRefused(service().rename(first!.id, { client: '' }), 'client', /is required/);
    await expectRefused(service().rename(first!.id, {}), 'body', /must change the client or the name/);
    expect((await service().list())[0]).toEqual(first);
  });

  it('answers not found for an id it does not have', async () => {
    await expect(service().rename('00000000-0000-4000-8000-000000000000', { name: 'New' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(service().rename('not-a-uuid', { name: 'New' })).rejects.toMatchObject({
      status: 404,
      message: 'Saved calculation not found',
    });
    await expect(service().remove('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('removes one calculation, and a second remove finds nothing', async () => {
    const before = await service().list();
    const target = before.find((row) => row.name === 'Bonus scenario')!;
    await service().remove(target.id);
    expect(await service().list()).toEqual(before.filter((row) => row.id !== target.id));
    await expect(service().remove(target.id)).rejects.toMatchObject({ status: 404 });
    await expect(service().rename(target.id, { name: 'Back?' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('keeps the calculations across a restart (same database)', async () => {
    const before = await service().list();
    expect(before.length).toBeGreaterThan(0);
    testApp = await testApp.restart();
    expect(await service().list()).toEqual(before);
  });
});
