import { describe, expect, it } from 'vitest';
import { WildcardPattern } from './wildcardMatch.js';

const like = (pattern: string, text: string) => new WildcardPattern(pattern).matches(text);

describe('WildcardPattern', () => {
  it.each([
    ['ada', 'ADA', true],
    ['ada', 'adam', false],
    ['*', '', true],
    ['**', 'x', true],
    ['a*', 'a', true],
    ['*a', 'ba', true],
    ['a*a', 'a', false],
    ['ab*ba', 'aba', false],
    ['ab*ba', 'abba', true],
    ['a*b*c', 'abc', true],
    ['a*b*c', 'acb', false],
    ['*x*x*', 'x', false],
    ['*ab*ab*', 'xabyabz', true],
    ['*%_*', 'a%_b', true],
  ])('%j against %j is %s', (pattern, text, expected) => {
    expect(like(pattern, text)).toBe(expected);
  });

  it('agrees with a reference matcher on every short pattern and text of two letters', () => {
    const words = (alphabet: string, length: number): string[] =>
      length === 0 ? [''] : words(alphabet, length - 1).flatMap((word) => [...alphabet].map((letter) => word + letter));
    const upTo = (alphabet: string, length: number) => Array.from({ length: length + 1 }, (_, size) => words(alphabet, size)).flat();
    // The reference: a regular expression, fine on inputs this small.
    const reference = (pattern: string, text: string) => new RegExp(`^${pattern.replaceAll('*', '.*')}$`).test(text);
    for (const pattern of upTo('ab*', 4))
      for (const text of upTo('ab', 5)) expect(like(pattern, text), `${pattern} ~ ${text}`).toBe(reference(pattern, text));
  });
});
