import { en as publicEn } from '../../../lib/i18n/catalogues';
import { adminMessages } from '../messages';
import { articlesMessages } from './messages';

/** ICU argument names used by a message ("{count, plural, …}" → ["count"]). */
function argumentNames(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

describe('the articles screens’ catalogue', () => {
  const english: Record<string, string> = articlesMessages.en;
  const german: Record<string, string> = articlesMessages.de;

  it('says the same things in German: same ids, none empty, same ICU arguments', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(english).filter((id) => !english[id]?.trim() || !german[id]?.trim())).toEqual([]);
    expect(Object.keys(english).filter((id) => argumentNames(english[id] ?? '').join() !== argumentNames(german[id] ?? '').join())).toEqual(
      [],
    );
  });

  it('shares no id with the public or the admin area’s catalogue (a clash would silently override one of them)', () => {
    const taken = new Set([...Object.keys(publicEn), ...Object.keys(adminMessages.en)]);
    expect(Object.keys(english).filter((id) => taken.has(id))).toEqual([]);
  });
});
