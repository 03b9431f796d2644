import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { type PublicSiteSettings, publicSiteSettings } from '@taxatlas/contracts/public-site-settings';
import {
  defaultSiteSettings,
  type SiteSettings,
  type SiteSettingsUpdateParsedRequest,
  siteSettingsUpdateRequestSchema,
} from '@taxatlas/contracts/site-settings';
import { CLOCK, type Clock } from '../../common/time/clock';
import { SiteSettingSchema } from './entities/site-setting.entity';

type SettingKey = keyof SiteSettings;
const settingKeys = Object.keys(defaultSiteSettings) as SettingKey[];

/**
 * A stored value that the update schema would refuse (edited by hand, or from an older release) reads as the default:
 * a retention of 0 days or 2.5 must not reach the job that removes IP addresses.
 */
function parsedValue<K extends SettingKey>(key: K, text: string): SiteSettings[K] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== typeof defaultSiteSettings[key]) return undefined;
    if (!siteSettingsUpdateRequestSchema.shape[key].safeParse(value).success) return undefined;
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

  /** What every visitor may read (GET /api/settings). */
  async getPublic(): Promise<PublicSiteSettings> {
    return publicSiteSettings(await this.get());
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
