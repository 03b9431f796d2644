import type { Language } from './language';
import { de } from './messages/de';
import { en, type MessageId } from './messages/en';

export const catalogues: Record<Language, Record<MessageId, string>> = { en, de };
