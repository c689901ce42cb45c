import { describe, expect, it } from 'vitest';
import { FilterSyntaxError } from '../../filter/filterExpression.js';
import { compileMessageFilter } from './messageFilter.js';

const matches = (expression: string, meta: unknown, uuid = 'u1') => compileMessageFilter(expression)({ uuid, meta });

describe('message filters', () => {
  it('evaluates comparisons, LIKE, CONTAINS, logic and paths into meta', () => {
    expect(matches("lang == 'en'", { lang: 'en' })).toBe(true);
    expect(matches('count > 2 && count <= 5', { count: 4 })).toBe(true);
    expect(matches("name LIKE 'Ad*'", { name: 'ada' })).toBe(true);
    expect(matches("tags CONTAINS 'x'", { tags: ['x', 'y'] })).toBe(true);
    expect(matches("!(meta.region == 'eu') || uuid == 'u1'", { region: 'eu' })).toBe(true);
    expect(matches("places[1] == 'b'", { places: ['a', 'b'] })).toBe(true);
    expect(matches("missing == 'x'", {})).toBe(false);
    expect(matches("missing != 'x'", {})).toBe(true);
  });

  it('reads true, false and null as values: == null tests that a value is missing', () => {
    expect(matches('flag == true', { flag: true })).toBe(true);
    expect(matches('flag == false', { flag: true })).toBe(false);
    expect(matches('missing == null', {})).toBe(true);
    expect(matches('lang == null', { lang: 'en' })).toBe(false);
    expect(matches('lang != null', { lang: 'en' })).toBe(true);
    expect(matches('urgent && !muted', { urgent: 1 })).toBe(true);
  });

  it('reads only the own fields of meta, never its prototype', () => {
    expect(matches('constructor != null', {})).toBe(false);
    expect(matches("meta['__proto__'] != null", {})).toBe(false);
    expect(matches('toString == null', { a: 1 })).toBe(true);
  });

  it('matches LIKE without case, with * for any text and every other character as itself', () => {
    expect(matches("a LIKE '*a*a*a*a*b'", { a: 'aaaaab' })).toBe(true);
    expect(matches("a LIKE 'x.y*'", { a: 'X.Yz' })).toBe(true);
    expect(matches("a LIKE 'x.y*'", { a: 'xzy' })).toBe(false);
    expect(matches("a LIKE '(a|b)+'", { a: '(A|B)+' })).toBe(true);
  });

  it('matches a pathological LIKE pattern against a long value without backtracking', () => {
    // A backtracking regular expression takes seconds on 200 characters and hours on these.
    expect(matches("a LIKE '*a*a*a*a*b'", { a: 'a'.repeat(100_000) })).toBe(false);
    expect(matches("a LIKE '*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b'", { a: `${'a'.repeat(100_000)}b` })).toBe(true);
  });

  it('refuses what it cannot parse', () => {
    for (const bad of ["lang == 'en' &&", '(a == 1', 'a == ', '@@']) expect(() => compileMessageFilter(bad)).toThrow(FilterSyntaxError);
  });
});
