import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, parseFilter } from './filterExpression.js';

describe('parseFilter', () => {
  it('reads comparisons with every operator and value kind', () => {
    expect(parseFilter("name like 'Ada*'")).toEqual({ kind: 'compare', path: ['name'], operator: 'like', value: 'Ada*' });
    expect(parseFilter('custom.score >= -1.5')).toEqual({ kind: 'compare', path: ['custom', 'score'], operator: '>=', value: -1.5 });
    expect(parseFilter('channel.custom.pinned == true')).toMatchObject({ path: ['channel', 'custom', 'pinned'], value: true });
    expect(parseFilter('email != null')).toMatchObject({ operator: '!=', value: null });
    expect(parseFilter('name == "it\\"s"')).toMatchObject({ value: 'it"s' });
    expect(parseFilter("name LIKE 'x'")).toMatchObject({ operator: 'like' });
  });

  it('binds && tighter than || and honours parentheses and !', () => {
    expect(parseFilter("a == '1' || b == '2' && c == '3'")).toEqual({
      kind: 'or',
      operands: [
        { kind: 'compare', path: ['a'], operator: '==', value: '1' },
        {
          kind: 'and',
          operands: [
            { kind: 'compare', path: ['b'], operator: '==', value: '2' },
            { kind: 'compare', path: ['c'], operator: '==', value: '3' },
          ],
        },
      ],
    });
    expect(parseFilter("!(a == '1' || b == '2')")).toMatchObject({ kind: 'not', operand: { kind: 'or' } });
  });

  it.each([
    ["name == 'Ada", 'unterminated string'],
    ['name ==', 'expected a value'],
    ["name = 'Ada'", 'unexpected character'],
    ["== 'Ada'", 'expected a field name'],
    ["name 'Ada'", 'expected an operator'],
    ["(name == 'Ada'", 'expected )'],
    ["name == 'Ada' extra", 'unexpected text'],
    ["name == 'a' &&", 'expected a field name'],
    ['', 'expected a field name'],
  ])('refuses %j (%s)', (text, message) => {
    expect(() => parseFilter(text)).toThrow(FilterSyntaxError);
    expect(() => parseFilter(text)).toThrow(message);
  });

  it('refuses expressions nested too deeply or too long', () => {
    expect(() => parseFilter(`${'('.repeat(40)}a == 1${')'.repeat(40)}`)).toThrow('nested too deeply');
    expect(() => parseFilter(`name == '${'x'.repeat(3000)}'`)).toThrow('longer than');
  });
});
