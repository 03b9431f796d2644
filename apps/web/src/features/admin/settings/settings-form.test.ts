import { defaultSiteSettings } from '@taxatlas/contracts/site-settings';
import { changedSettings, serverFieldErrors, settingsFieldError, settingsFormErrors } from './settings-form';

/** A rejected save as RTK Query's unwrap() throws it: the 400 answer of docs/api.md, "Errors". */
const failureWith = (details: unknown[]) => ({ status: 400, data: { success: false, error: 'Validation failed', details } });

describe('settings form validation (the contracts schema)', () => {
  it('accepts the defaults', () => {
    expect(settingsFormErrors(defaultSiteSettings)).toEqual({});
  });

  it('requires a site name, at most 100 characters, spaces not counting', () => {
    expect(settingsFieldError('siteName', '')).toEqual({ kind: 'required' });
    expect(settingsFieldError('siteName', '   ')).toEqual({ kind: 'required' });
    expect(settingsFieldError('siteName', undefined)).toEqual({ kind: 'required' });
    expect(settingsFieldError('siteName', 'x'.repeat(101))).toEqual({ kind: 'tooLong', max: 100 });
    expect(settingsFieldError('siteName', ` ${'x'.repeat(100)} `)).toBeUndefined();
  });

  it('requires a valid support e-mail address', () => {
    expect(settingsFieldError('supportEmail', '')).toEqual({ kind: 'required' });
    expect(settingsFieldError('supportEmail', 'help@')).toEqual({ kind: 'email' });
    expect(settingsFieldError('supportEmail', 'not an address')).toEqual({ kind: 'email' });
    expect(settingsFieldError('supportEmail', ' Help@TaxAtlas.example ')).toBeUndefined();
    expect(settingsFieldError('supportEmail', `${'a'.repeat(250)}@x.example`)).toEqual({ kind: 'tooLong', max: expect.any(Number) });
  });

  it('allows an empty announcement and at most 500 characters', () => {
    expect(settingsFieldError('announcement', '')).toBeUndefined();
    expect(settingsFieldError('announcement', 'x'.repeat(501))).toEqual({ kind: 'tooLong', max: 500 });
  });

  it('takes only English or German as the default language, and a yes/no for registration', () => {
    expect(settingsFieldError('defaultLanguage', 'de')).toBeUndefined();
    expect(settingsFieldError('defaultLanguage', 'fr')).toMatchObject({ kind: 'other' });
    expect(settingsFieldError('allowRegistration', false)).toBeUndefined();
    expect(settingsFieldError('allowRegistration', 'maybe')).toMatchObject({ kind: 'other' });
  });

  it('keeps contact IP addresses for a whole number of days from 1 to 3650 (default 90)', () => {
    expect(defaultSiteSettings.contactRetentionDays).toBe(90);
    for (const days of [1, 30, 90, 3650]) expect(settingsFieldError('contactRetentionDays', days)).toBeUndefined();
    // Empty (the number field cleared), zero, negative, too many, a fraction, text: one rule, with its bounds.
    for (const refused of [null, undefined, 0, -1, 3651, 2.5, '30', Number.NaN]) {
      expect(settingsFieldError('contactRetentionDays', refused)).toEqual({ kind: 'wholeDays', min: 1, max: 3650 });
    }
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(settingsFormErrors({ ...defaultSiteSettings, siteName: '', supportEmail: 'x' }))).toEqual([
      'siteName',
      'supportEmail',
    ]);
  });
});

describe('what a save sends', () => {
  it('only the settings that changed, trimmed as the API stores them', () => {
    expect(
      changedSettings(defaultSiteSettings, {
        ...defaultSiteSettings,
        siteName: ' TaxAtlas ',
        supportEmail: ' Help@TaxAtlas.example',
        announcement: '  Closed on Monday  ',
      }),
    ).toEqual({ supportEmail: 'help@taxatlas.example', announcement: 'Closed on Monday' });
    expect(changedSettings(defaultSiteSettings, { ...defaultSiteSettings, allowRegistration: false })).toEqual({
      allowRegistration: false,
    });
    expect(changedSettings(defaultSiteSettings, { ...defaultSiteSettings, contactRetentionDays: 30 })).toEqual({
      contactRetentionDays: 30,
    });
  });

  it('nothing when nothing changed', () => {
    expect(changedSettings(defaultSiteSettings, { ...defaultSiteSettings })).toEqual({});
  });
});

describe("the API's field errors", () => {
  it('go to their fields; the rest is shown above the form', () => {
    expect(
      serverFieldErrors(
        failureWith([
          { field: 'supportEmail', message: 'must be a valid e-mail address' },
          { field: 'contactRetentionDays', message: 'must be a whole number from 1 to 3650' },
          { field: 'colour', message: 'is not a setting' },
          { field: '', message: 'send at least one setting to change' },
          { nonsense: true },
        ]),
      ),
    ).toEqual({
      fields: { supportEmail: 'must be a valid e-mail address', contactRetentionDays: 'must be a whole number from 1 to 3650' },
      other: ['colour: is not a setting', 'send at least one setting to change'],
    });
    expect(serverFieldErrors(undefined)).toEqual({ fields: {}, other: [] });
  });
});
