import { describe, expect, it } from 'vitest';
import { eTagOf, preconditionHolds } from './eTag.js';

describe('eTag', () => {
  it('changes with the content only', () => {
    expect(eTagOf({ id: 'a', name: 'x' })).toBe(eTagOf({ id: 'a', name: 'x' }));
    expect(eTagOf({ id: 'a', name: 'x' })).not.toBe(eTagOf({ id: 'a', name: 'y' }));
  });

  it('checks If-Match against the current tag', () => {
    expect(preconditionHolds(undefined, undefined)).toBe(true);
    expect(preconditionHolds('"abc"', { eTag: 'abc' })).toBe(true);
    expect(preconditionHolds('W/"x", abc', { eTag: 'abc' })).toBe(true);
    expect(preconditionHolds('abd', { eTag: 'abc' })).toBe(false);
    expect(preconditionHolds('*', undefined)).toBe(false);
    expect(preconditionHolds('*', { eTag: 'abc' })).toBe(true);
  });
});
