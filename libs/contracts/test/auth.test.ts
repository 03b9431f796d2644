import { loginRequestSchema, registerRequestSchema } from '../src/auth';
import { commonPasswords, isCommonPassword } from '../src/common-passwords';
import { toFieldIssues } from '../src/fields';
import { adminUserUpdateRequestSchema, changePasswordRequestSchema, profileUpdateRequestSchema } from '../src/users';

const fieldsOf = (result: { success: boolean; error?: Parameters<typeof toFieldIssues>[0] }) =>
  result.success ? [] : toFieldIssues(result.error!).map((issue) => issue.field);

describe('account schemas', () => {
  it('normalises e-mail and username to lower case and keeps the password as typed', () => {
    const parsed = registerRequestSchema.parse({ email: ' Ada@Example.COM ', username: ' Ada.L ', password: '  Spaces count  ' });
    expect(parsed).toEqual({ email: 'ada@example.com', username: 'ada.l', password: '  Spaces count  ' });
  });

  it('names each bad field once, and an unknown field alone', () => {
    expect(fieldsOf(registerRequestSchema.safeParse({ email: '', username: '', password: '' }))).toEqual(['email', 'username', 'password']);
    expect(fieldsOf(profileUpdateRequestSchema.safeParse({ role: 'admin' }))).toEqual(['role']);
    expect(fieldsOf(profileUpdateRequestSchema.safeParse({}))).toEqual(['body']);
    expect(fieldsOf(adminUserUpdateRequestSchema.safeParse({ disabled: 'true' }))).toEqual([]);
  });

  it('refuses a huge e-mail by length before any pattern runs', () => {
    const started = Date.now();
    expect(
      fieldsOf(registerRequestSchema.safeParse({ email: `${'a'.repeat(1_000_000)}@`, username: 'abc', password: 'x'.repeat(9) })),
    ).toEqual(['email']);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('refuses a new password of white space only, wherever a new password is set, but keeps spaces around one', () => {
    const valid = { email: 'ada@example.com', username: 'ada' };
    for (const password of [' '.repeat(8), '\t'.repeat(9), ' \n \r\n\u00a0\u2003\u3000\ufeff']) {
      const result = registerRequestSchema.safeParse({ ...valid, password });
      expect(result.success ? [] : toFieldIssues(result.error)).toEqual([
        { field: 'password', message: 'must contain a character other than spaces' },
      ]);
      expect(fieldsOf(changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: password }))).toEqual(['newPassword']);
    }
    expect(registerRequestSchema.safeParse({ ...valid, password: '       x       ' }).success).toBe(true);
  });

  it('removes direction controls from first and last names', () => {
    expect(profileUpdateRequestSchema.parse({ firstName: '\u202eAda\u202c', lastName: ' \u2067Love\u200flace\u2069 ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('lets login take a username, and never applies the new-password rules to it', () => {
    expect(loginRequestSchema.parse({ email: 'Ada.L', password: 'short' })).toEqual({ email: 'ada.l', password: 'short' });
  });
});

describe('common passwords', () => {
  it('are lower case, at least 8 characters, and found in any letter case', () => {
    expect(commonPasswords.size).toBeGreaterThan(500);
    for (const password of commonPasswords) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
