/**
 * Every label key the tax engine can return (libs/tax-engine/src/core/labels.ts) has a message in both catalogues,
 * and each message's ICU arguments are exactly the values the key declares: a key without a message, a message
 * without a key, or a placeholder the engine does not fill fails here.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { englishOnlyLabelKeys, labelKeys, labelSpecs, type LabelKey } from '@taxatlas/tax-engine/core/labels';
import { labelsDe as de, labelsEn as en } from './public-catalogue/labels';
import { en as shellEn } from './catalogues';

const catalogues: Record<string, Record<string, string>> = { en, de };
const messageId = (key: LabelKey) => `label.${key}`;

/** Every argument a message uses, nested select and plural branches included. */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        found.add(element.value);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        argumentsOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

describe.each(Object.keys(catalogues))('the %s label messages', (language) => {
  const catalogue = catalogues[language]!;

  it('cover every label key', () => {
    const missing = labelKeys.filter((key) => typeof catalogue[messageId(key)] !== 'string' || catalogue[messageId(key)]!.trim() === '');
    expect(missing).toEqual([]);
  });

  it('belong to a label key', () => {
    const known = new Set<string>(labelKeys.map(messageId));
    expect(Object.keys(catalogue).filter((id) => id.startsWith('label.') && !known.has(id))).toEqual([]);
  });

  it('use exactly the values each key declares as arguments', () => {
    const mismatched = labelKeys
      .map((key) => {
        const used = [...argumentsOf(parse(catalogue[messageId(key)] ?? ''))].sort().join();
        const declared = Object.keys(labelSpecs[key]).sort().join();
        return used === declared ? undefined : `${key}: uses {${used}}, declares {${declared}}`;
      })
      .filter((problem) => problem !== undefined);
    expect(mismatched).toEqual([]);
  });
});

it('label messages have ids of their own, apart from the shell catalogue', () => {
  expect(Object.keys(shellEn).filter((id) => id.startsWith('label.'))).toEqual([]);
});

describe('English-only labels', () => {
  it('show the English text in English, and mark it as English in German', () => {
    for (const key of englishOnlyLabelKeys) {
      expect(en[messageId(key) as keyof typeof en]).toBe('{text}');
      expect(de[messageId(key) as keyof typeof de]).toMatch(/^\{text\} \(.*Englisch.*\)$/);
    }
  });
});
