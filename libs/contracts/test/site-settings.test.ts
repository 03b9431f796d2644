import { publicSiteSettingKeys, publicSiteSettings } from '../src/public-site-settings';
import { defaultSiteSettings, siteSettingsUpdateRequestSchema } from '../src/site-settings';

describe('site settings: the public part', () => {
  it('is every setting but the admin-only retention of contact IP addresses', () => {
    const everySetting = { ...defaultSiteSettings, contactRetentionDays: 30 };
    expect(publicSiteSettings(everySetting)).toEqual({
      siteName: 'TaxAtlas',
      supportEmail: 'support@taxatlas.example',
      defaultLanguage: 'en',
      allowRegistration: true,
      announcement: '',
    });
    expect([...publicSiteSettingKeys, 'contactRetentionDays'].sort()).toEqual(Object.keys(defaultSiteSettings).sort());
  });
});

describe('site settings: contactRetentionDays', () => {
  const fieldsOf = (body: unknown) => {
    const result = siteSettingsUpdateRequestSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes a whole number of days from 1 to 3650, alone or with other settings', () => {
    expect(siteSettingsUpdateRequestSchema.parse({ contactRetentionDays: 1 })).toEqual({ contactRetentionDays: 1 });
    expect(siteSettingsUpdateRequestSchema.parse({ contactRetentionDays: 3650, siteName: 'X' })).toEqual({
      contactRetentionDays: 3650,
      siteName: 'X',
    });
  });

  it.each([0, 3651, 1.5, '90', null, -90])('refuses %j, naming the field', (days) => {
    expect(fieldsOf({ contactRetentionDays: days })).toEqual([['contactRetentionDays', 'must be a whole number from 1 to 3650']]);
  });
});
