import { describe, expect, it } from 'vitest';
import { RawJson, stringifyWithRaw } from './rawJson.js';

describe('stringifyWithRaw', () => {
  it('writes what JSON.stringify writes, with raw JSON spliced in and bigints as bare numbers', () => {
    const value = {
      status: 200,
      items: [new RawJson('{"a": [1, 2]}'), 'text', null, undefined, true],
      gone: undefined,
      token: 17000000000000001n,
    };
    expect(stringifyWithRaw(value)).toBe('{"status":200,"items":[{"a": [1, 2]},"text",null,null,true],"token":17000000000000001}');
    expect(stringifyWithRaw({ 'quote"d': ['a\nb'], empty: {}, none: [] })).toBe(
      JSON.stringify({ 'quote"d': ['a\nb'], empty: {}, none: [] }),
    );
  });

  it('writes any depth of nesting without overflowing the stack', () => {
    let deep: unknown = new RawJson('0');
    for (let depth = 0; depth < 100_000; depth++) deep = depth % 2 ? [deep] : { d: deep };
    const written = stringifyWithRaw(deep);
    expect(written.length).toBe(50_000 * '[]'.length + 50_000 * '{"d":}'.length + 1);
    expect(written.startsWith('[{"d":[{"d":')).toBe(true);
  });
});
