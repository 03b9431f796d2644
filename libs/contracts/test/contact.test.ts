import { contactCreateRequestSchema } from '../src/contact';

const form = { email: 'ada@example.com', message: 'Hello', startedAt: 1 };

describe('the contact form’s name and subject', () => {
  it.each([
    ['a right-to-left override', 'Mallory\u202Egro.live', 'Mallorygro.live'],
    ['embeddings and a pop', '\u202AAda\u202B Lovelace\u202C', 'Ada Lovelace'],
    ['isolates', '\u2066Ada\u2067 \u2068Lovelace\u2069', 'Ada Lovelace'],
    ['the LRM, RLM and Arabic letter marks', '\u200EAda\u200F\u061C', 'Ada'],
  ])('loses %s', (_name, text, expected) => {
    expect(contactCreateRequestSchema.parse({ ...form, name: text, subject: text })).toMatchObject({ name: expected, subject: expected });
  });

  it('keeps right-to-left letters, and is required when only direction controls were sent', () => {
    expect(contactCreateRequestSchema.parse({ ...form, name: 'שלום עולם', subject: 'مرحبا' })).toMatchObject({
      name: 'שלום עולם',
      subject: 'مرحبا',
    });
    const result = contactCreateRequestSchema.safeParse({ ...form, name: ' \u202E ', subject: 'x' });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'is required'],
    ]);
  });

  it('leaves the message as it was typed', () => {
    expect(contactCreateRequestSchema.parse({ ...form, name: 'Ada', subject: 'x', message: 'a\u202Eb' }).message).toBe('a\u202Eb');
  });
});
