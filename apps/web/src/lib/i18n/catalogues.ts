import type { Language } from './language';
import { blogDe, blogEn } from './messages/areas/blog';
import { calculatorsDe, calculatorsEn } from './messages/areas/calculators';
import { layoutDe, layoutEn } from './messages/areas/layout';
import { pagesDe, pagesEn } from './messages/areas/pages';
import { de as coreDe } from './messages/de';
import { en as coreEn } from './messages/en';

/** Every English message: the core catalogue plus each area's. */
export const en = { ...coreEn, ...layoutEn, ...pagesEn, ...calculatorsEn, ...blogEn };
export type MessageId = keyof typeof en;

export const de: Record<MessageId, string> = { ...coreDe, ...layoutDe, ...pagesDe, ...calculatorsDe, ...blogDe };

export const catalogues: Record<Language, Record<MessageId, string>> = { en, de };
