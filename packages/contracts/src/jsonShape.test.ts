import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './jsonShape.js';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

describe('jsonShapeProblem', () => {
  it('accepts a document at the depth and size limits', () => {
    expect(jsonShapeProblem(nested(32))).toBeNull();
    expect(jsonShapeProblem({ a: Array.from({ length: 9_999 }, () => 'x') })).toBeNull();
  });

  it('refuses one level too deep, and thousands of levels without overflowing the stack', () => {
    expect(jsonShapeProblem(nested(33))).toMatchObject({ kind: 'depth' });
    expect(jsonShapeProblem(nested(100_000))).toMatchObject({ kind: 'depth' });
  });

  it('refuses more keys and elements than the limit in the whole document', () => {
    const wide = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`k${index}`, Array.from({ length: 99 }, () => 0)]));
    expect(jsonShapeProblem(wide)).toMatchObject({ kind: 'size' });
  });

  it('refuses a NUL character in a value or a key, naming where', () => {
    expect(jsonShapeProblem({ profile: { bio: 'a\u0000b' } })).toEqual({ kind: 'nul', path: 'profile.bio' });
    expect(jsonShapeProblem({ 'a\u0000': 1 })).toEqual({ kind: 'nul', path: 'a\u0000' });
    expect(jsonShapeProblem(['ok', 'no\u0000'])).toEqual({ kind: 'nul', path: '1' });
  });

  it('accepts scalars and ordinary text', () => {
    for (const value of [null, 0, true, 'plain', { a: [1, { b: 'c' }] }]) expect(jsonShapeProblem(value)).toBeNull();
  });
});
