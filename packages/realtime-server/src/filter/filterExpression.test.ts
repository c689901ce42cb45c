import { describe, expect, it } from 'vitest';
import { FilterSyntaxError, objectsFilterGrammar, parseFilter, subscribeFilterGrammar, type FilterGrammar } from './filterExpression.js';

const objects = (text: string) => parseFilter(text, objectsFilterGrammar);
const subscribe = (text: string) => parseFilter(text, subscribeFilterGrammar);
const path = (...steps: Array<string | number>) => ({ kind: 'path', path: steps });
const value = (literal: unknown) => ({ kind: 'value', value: literal });

describe('parseFilter in the objects language', () => {
  it('reads comparisons with every operator and value kind', () => {
    expect(objects("name like 'Ada*'")).toEqual({ kind: 'compare', left: path('name'), operator: 'like', right: value('Ada*') });
    expect(objects('custom.score >= -1.5')).toEqual({ kind: 'compare', left: path('custom', 'score'), operator: '>=', right: value(-1.5) });
    expect(objects('channel.custom.pinned == true')).toMatchObject({ left: path('channel', 'custom', 'pinned'), right: value(true) });
    expect(objects('email != null')).toMatchObject({ operator: '!=', right: value(null) });
    expect(objects('name == "it\\"s"')).toMatchObject({ right: value('it"s') });
    expect(objects("name LIKE 'x'")).toMatchObject({ operator: 'like' });
  });

  it('binds && tighter than || and honours parentheses and !', () => {
    const compare = (field: string, literal: string) => ({ kind: 'compare', left: path(field), operator: '==', right: value(literal) });
    expect(objects("a == '1' || b == '2' && c == '3'")).toEqual({
      kind: 'or',
      operands: [compare('a', '1'), { kind: 'and', operands: [compare('b', '2'), compare('c', '3')] }],
    });
    expect(objects("!(a == '1' || b == '2')")).toMatchObject({ kind: 'not', operand: { kind: 'or' } });
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
    ["'Ada' == name", 'expected a field name'],
    ["name contains 'a'", 'expected an operator'],
    ["tags[0] == 'a'", 'expected an operator'],
    ['name == other', 'expected a value'],
  ])('refuses %j (%s)', (text, message) => {
    expect(() => objects(text)).toThrow(FilterSyntaxError);
    expect(() => objects(text)).toThrow(message);
  });
});

describe('parseFilter in the subscribe language', () => {
  it('reads operands on either side, indexes, contains and a lone operand', () => {
    expect(subscribe("'en' == lang")).toEqual({ kind: 'compare', left: value('en'), operator: '==', right: path('lang') });
    expect(subscribe("places[1] == meta['a b']")).toMatchObject({ left: path('places', 1), right: path('meta', 'a b') });
    expect(subscribe("tags CONTAINS 'x'")).toMatchObject({ operator: 'contains' });
    expect(subscribe('urgent && !muted')).toEqual({
      kind: 'and',
      operands: [
        { kind: 'truth', operand: path('urgent') },
        { kind: 'not', operand: { kind: 'truth', operand: path('muted') } },
      ],
    });
  });

  it.each([["lang == 'en' &&"], ['(a == 1'], ['a == '], ['@@'], ['a b'], ['tags[x] == 1'], ['tags[0 == 1']])('refuses %j', (text) => {
    expect(() => subscribe(text)).toThrow(FilterSyntaxError);
  });
});

describe('what one filter may cost', () => {
  it.each([
    ['objects', objectsFilterGrammar],
    ['subscribe', subscribeFilterGrammar],
  ] as Array<[string, FilterGrammar]>)('is bounded in the %s language', (_language, grammar) => {
    expect(() => parseFilter(`${'('.repeat(40)}a == 1${')'.repeat(40)}`, grammar)).toThrow('nested too deeply');
    expect(() => parseFilter(`${'!'.repeat(40)}a == 1`, grammar)).toThrow('nested too deeply');
    expect(() => parseFilter(`name == '${'x'.repeat(grammar.maxLength)}'`, grammar)).toThrow('longer than');
    const comparisons = (count: number) => Array.from({ length: count }, (_, index) => `a${index} == 1`).join(' || ');
    expect(() => parseFilter(comparisons(32), grammar)).not.toThrow();
    expect(() => parseFilter(comparisons(33), grammar)).toThrow('more than 32 comparisons');
    expect(() => parseFilter(`name like '${'*a'.repeat(128)}'`, grammar)).not.toThrow();
    expect(() => parseFilter(`name like '${'*a'.repeat(128)}*'`, grammar)).toThrow('like pattern is longer than 256');
  });
});
