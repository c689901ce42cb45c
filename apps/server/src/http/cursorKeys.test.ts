import { describe, expect, it } from 'vitest';
import { cursorKeys } from './cursorKeys.js';

// Every key kind takes what PostgreSQL prints and refuses what it would not read back.
describe('the keys of a page cursor', () => {
  it('take a timestamp only as PostgreSQL prints one, with an offset it accepts and a date that exists', () => {
    for (const key of ['2026-11-24 01:54:54.123456+00', '2026-11-24 01:54:54+05:30', '2026-11-24 01:54:54-15:59'])
      expect(cursorKeys.timestamp(key)).toBe(true);
    for (const key of [
      '2026-02-30 00:00:00+00',
      '2026-01-01 24:00:00+00',
      '2026-01-01 00:00:00+99',
      '99999-01-01 00:00:00+00',
      '2026-01-01T00:00:00Z',
      '',
    ])
      expect(cursorKeys.timestamp(key)).toBe(false);
  });

  it('take a rank PostgreSQL reads back as a real, and nothing out of its range', () => {
    for (const key of ['0', '0.0607927', '1e-05', '3.4e+38']) expect(cursorKeys.rank(key)).toBe(true);
    for (const key of ['1e308', '-1', '1e-50', 'NaN', 'Infinity', '', ' 1']) expect(cursorKeys.rank(key)).toBe(false);
  });

  it('take ids, timetokens, positions and text only in their shapes', () => {
    expect(cursorKeys.uuid('6f1c0e2a-1b2c-4d3e-8f90-a1b2c3d4e5f6')).toBe(true);
    expect(cursorKeys.uuid('------------------------------------')).toBe(false);
    expect(cursorKeys.timetoken('17000000000000000')).toBe(true);
    expect(cursorKeys.timetoken('9999999999999999999')).toBe(false);
    expect(cursorKeys.position('9')).toBe(true);
    expect(cursorKeys.position('-1')).toBe(false);
    expect(cursorKeys.text('ava')).toBe(true);
    expect(cursorKeys.text('a\u0000b')).toBe(false);
  });
});
