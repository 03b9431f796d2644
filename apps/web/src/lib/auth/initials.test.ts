import { userInitials } from './initials';

describe('userInitials (docs/product.md, "Layout")', () => {
  it('uses the first letters of the first and last name', () => {
    expect(userInitials({ firstName: 'Anna', lastName: 'Schmidt', username: 'anna.s' })).toBe('AS');
    expect(userInitials({ firstName: 'émile', lastName: 'zola', username: 'ez' })).toBe('ÉZ');
    expect(userInitials({ firstName: '  Jo ', lastName: ' Lee', username: 'jl' })).toBe('JL');
  });

  it('falls back to the first two letters of the username, upper-cased, when a name is missing', () => {
    expect(userInitials({ firstName: 'Anna', lastName: '', username: 'anna.s' })).toBe('AN');
    expect(userInitials({ firstName: '', lastName: 'Schmidt', username: 'schmidt' })).toBe('SC');
    expect(userInitials({ firstName: '   ', lastName: '   ', username: 'x1' })).toBe('X1');
    expect(userInitials({ username: 'q' })).toBe('Q');
  });

  it('is "U" with neither names nor a username', () => {
    expect(userInitials({ firstName: '', lastName: '', username: '' })).toBe('U');
    expect(userInitials({})).toBe('U');
    expect(userInitials(null)).toBe('U');
    expect(userInitials(undefined)).toBe('U');
  });

  it('does not cut a character outside the BMP in half', () => {
    expect(userInitials({ firstName: '𝒜da', lastName: '𝒵e', username: 'az' })).toBe('𝒜𝒵');
  });
});
