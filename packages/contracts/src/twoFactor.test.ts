import { describe, expect, it } from 'vitest';
import { authMessages } from './authMessages.js';
import { passcodeToCode, twoFactorCodeSchema, twoFactorVerifySchema } from './twoFactor.js';

describe('the two-factor code', () => {
  it('pads a passcode with leading zeros back to six digits', () => {
    expect(passcodeToCode(4321)).toBe('004321');
    expect(passcodeToCode(987654)).toBe('987654');
  });

  it.each(['000000', '12345', '1234567', '12a456', ' 123456'])('refuses %j with the specification message', (code) => {
    const result = twoFactorCodeSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(authMessages.invalidCode);
  });

  it('accepts six digits, leading zeros included', () => {
    expect(twoFactorCodeSchema.safeParse('012345').success).toBe(true);
  });

  it('takes the passcode as a number (§7)', () => {
    const user_id = '6f1c1a52-3f7e-4c55-9d43-1d2b8e1a0c11';
    expect(twoFactorVerifySchema.safeParse({ passcode: 12345, user_id }).success).toBe(true);
    expect(twoFactorVerifySchema.safeParse({ passcode: '012345', user_id }).success).toBe(false);
    expect(twoFactorVerifySchema.safeParse({ passcode: 0, user_id }).success).toBe(false);
  });
});
