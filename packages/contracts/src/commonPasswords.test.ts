import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords.js';

describe('isCommonPassword', () => {
  it.each(['password', 'PASSWORD', 'qwerty123', 'Dragon#2026', '!!Monkey99', 'Password1!'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Str0ng!Pass', 'Meshwork#2026', 'kX9$vq2!Lm'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('uses only the 10,000 most common entries of the list', () => {
    // 'tayler' ranks beyond the first 10,000 of the list.
    expect(isCommonPassword('tayler')).toBe(false);
  });
});
