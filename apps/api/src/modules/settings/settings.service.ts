import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { defaultSiteSettings, type SiteSettings, type SiteSettingsUpdateParsedRequest } from '@taxatlas/contracts/site-settings';
import { CLOCK, type Clock } from '../../common/time/clock';
import { SiteSettingSchema } from './entities/site-setting.entity';

type SettingKey = keyof SiteSettings;
const settingKeys = Object.keys(defaultSiteSettings) as SettingKey[];

/** A stored value of the wrong type (edited by hand, or from an older release) reads as the default. */
function parsedValue<K extends SettingKey>(key: K, text: string): SiteSettings[K] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== typeof defaultSiteSettings[key]) return undefined;
    if (key === 'defaultLanguage' && value !== 'en' && value !== 'de') return undefined;
    return value as SiteSettings[K];
  } catch {
    return undefined;
  }
}

/** Site settings: one row per key (JSON value); a key with no row has its default, so a fresh install needs no seed. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(): Promise<SiteSettings> {
    const rows = await this.orm.em.fork().find(SiteSettingSchema, { key: { $in: settingKeys } });
    const settings: Record<string, unknown> = { ...defaultSiteSettings };
    for (const row of rows) {
      const value = parsedValue(row.key as SettingKey, row.value);
      if (value !== undefined) settings[row.key] = value;
    }
    return settings as unknown as SiteSettings;
  }

  async update(changes: SiteSettingsUpdateParsedRequest): Promise<SiteSettings> {
    const em = this.orm.em.fork();
    const now = this.clock.now();
    for (const key of settingKeys) {
      const value = changes[key];
      if (value === undefined) continue;
      await em.upsert(SiteSettingSchema, { key, value: JSON.stringify(value), updatedAt: now });
    }
    return this.get();
  }
}
