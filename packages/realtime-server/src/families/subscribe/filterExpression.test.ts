import { describe, expect, it } from 'vitest';
import { compileFilter, FilterSyntaxError } from './filterExpression.js';

const matches = (expression: string, meta: unknown, uuid = 'u1') => compileFilter(expression)({ uuid, meta });

describe('filter expressions', () => {
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

  it('refuses what it cannot parse', () => {
    for (const bad of ["lang == 'en' &&", '(a == 1', 'a == ', '@@']) expect(() => compileFilter(bad)).toThrow(FilterSyntaxError);
  });
});
