import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema, registerSchema, resetPasswordFormSchema, usernameSchema } from './auth.js';
import { authCopy } from './copy/auth.js';
import { authMessages } from './authMessages.js';

describe('the password rule (§5)', () => {
  it.each(['Abcdef1!', 'Str0ng!Pass', 'x'.repeat(5) + 'A1!a' + 'y'.repeat(11)])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['too short', 'Ab1!abc'],
    ['too long', 'Abcdefgh1!abcdefghijk'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
  ])('refuses a password with %s, with the specification message', (_, password) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(authMessages.invalidPassword);
  });
});

describe('forms', () => {
  it('refuses an invalid email with the specification message', () => {
    expect(emailSchema.safeParse('not-an-email').error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(emailSchema.parse('  ava@example.com ')).toBe('ava@example.com');
  });

  it('requires matching passwords on the reset form', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'Str0ng!Pass', confirm: 'Str0ng!Pas' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirm'], message: 'Passwords do not match.' })]);
  });

  it('refuses reserved usernames whatever their case, with their own message', () => {
    for (const username of ['admin', 'Administrator', 'API', 'dev', 'files', 'Signal', 'time', 'newsfeed', 'settings', 'null', 'root']) {
      const result = usernameSchema.safeParse(username);
      expect({ username, message: result.error?.issues[0]?.message }).toEqual({ username, message: authCopy.usernameReserved });
    }
    expect(usernameSchema.safeParse('admiral').success).toBe(true);
  });

  it('limits usernames to letters, digits, dots and underscores', () => {
    const base = { fullname: 'A B', email: 'a@b.co', password: 'Str0ng!Pass' };
    expect(registerSchema.safeParse({ ...base, username: 'good_name.1' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...base, username: 'bad name' }).success).toBe(false);
    expect(registerSchema.safeParse({ ...base, username: 'ab' }).success).toBe(false);
  });
});
