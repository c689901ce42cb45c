import { limits } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { searchableText } from './searchableText';

describe('searchableText', () => {
  it('sends nothing until the trimmed text has two characters', () => {
    expect(searchableText('')).toBe('');
    expect(searchableText('  a  ')).toBe('');
    expect(searchableText(' ab ')).toBe('ab');
  });

  it('cuts a text longer than the server takes', () => {
    expect(searchableText('x'.repeat(limits.searchQueryMaxLength + 5))).toHaveLength(limits.searchQueryMaxLength);
  });
});
