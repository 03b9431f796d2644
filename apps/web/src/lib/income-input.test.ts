import { formatIncomeInput, INCOME_INPUT_MAX_LENGTH, parseIncomeInput } from './income-input';

describe('state tax income input (docs/product.md, "Validation rules")', () => {
  it('strips everything except digits, a dot and a minus sign', () => {
    expect(formatIncomeInput('$60,000')).toBe('60,000');
    expect(formatIncomeInput('abc12x3')).toBe('123');
    expect(formatIncomeInput(' 1 234 ')).toBe('1,234');
  });

  it('removes leading zeros', () => {
    expect(formatIncomeInput('000123')).toBe('123');
    expect(formatIncomeInput('0060000')).toBe('60,000');
    expect(formatIncomeInput('0')).toBe('0');
    expect(formatIncomeInput('00.5')).toBe('0.5');
  });

  it('inserts thousands separators in the integer part only', () => {
    expect(formatIncomeInput('1234567.891')).toBe('1,234,567.891');
    expect(formatIncomeInput('999')).toBe('999');
    expect(formatIncomeInput('1000')).toBe('1,000');
    expect(formatIncomeInput('60000.')).toBe('60,000.');
  });

  it('keeps one dot and a minus sign only in front', () => {
    expect(formatIncomeInput('1.2.3')).toBe('1.23');
    expect(formatIncomeInput('-5000')).toBe('-5,000');
    expect(formatIncomeInput('50-00')).toBe('5,000');
  });

  it('refuses text longer than 15 characters', () => {
    expect(INCOME_INPUT_MAX_LENGTH).toBe(15);
    expect(formatIncomeInput('123456789012')).toBe('123,456,789,012');
    expect(formatIncomeInput('1234567890123')).toBeUndefined();
  });

  it('parses empty or invalid text to 0', () => {
    expect(parseIncomeInput('')).toBe(0);
    expect(parseIncomeInput('-')).toBe(0);
    expect(parseIncomeInput('.')).toBe(0);
    expect(parseIncomeInput('abc')).toBe(0);
    expect(parseIncomeInput('60,000')).toBe(60000);
    expect(parseIncomeInput('1,234.5')).toBe(1234.5);
    expect(parseIncomeInput('-5,000')).toBe(-5000);
  });
});
