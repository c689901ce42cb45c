import { limits } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { expectLinearParsing } from '../../../test/memberText.js';
import { splitIntoPieces } from './textPieces.js';
import { hashtagsOf, mentionsOf, piecesOf } from './textTags.js';

describe('a post text split into the pieces the page shows', () => {
  it('finds web links, mentions and hashtags between plain text', () => {
    expect(piecesOf('See https://example.com/a?b=1 with @ava_k about #WebXR!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@ava_k', username: 'ava_k' },
      { kind: 'text', text: ' about ' },
      { kind: 'hashtag', text: '#WebXR', tag: 'webxr' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('leaves other schemes, e-mail addresses and markup as plain text', () => {
    for (const text of ['javascript:alert(1)', 'write to a@example.com', '<img src=x onerror=alert(1)>']) {
      expect(piecesOf(text).every((piece) => piece.kind === 'text')).toBe(true);
      expect(
        piecesOf(text)
          .map((piece) => piece.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('splits a text seen before into the same pieces', () => {
    const text = 'Again: https://example.com/x and #again with @ava_k';
    const first = structuredClone(piecesOf(text));
    expect(piecesOf(text)).toEqual(first);
    expect(piecesOf(`${text}!`)).toEqual([...first, { kind: 'text', text: '!' }]);
  });

  it('links a bare domain over http(s) only', () => {
    expect(piecesOf('meshwork.example.org')).toEqual([{ kind: 'link', text: 'meshwork.example.org', href: 'http://meshwork.example.org' }]);
  });

  it('finds a hashtag right after another, but no mention inside an address or a word', () => {
    expect(piecesOf('#one#two a@b.org x@y')).toEqual([
      { kind: 'hashtag', text: '#one', tag: 'one' },
      { kind: 'hashtag', text: '#two', tag: 'two' },
      { kind: 'text', text: ' a@b.org x@y' },
    ]);
  });

  it('leaves out the punctuation and the closing brackets a link does not open', () => {
    const links = (text: string) => piecesOf(text).flatMap((piece) => (piece.kind === 'link' ? [piece.href] : []));
    expect(links('(see https://en.wikipedia.org/wiki/Foo_(bar)), then example.co.uk/a?b=1.')).toEqual([
      'https://en.wikipedia.org/wiki/Foo_(bar)',
      'http://example.co.uk/a?b=1',
    ]);
    expect(links('a.b.c, a.com.x, "https://a.com/x"')).toEqual(['http://a.com', 'https://a.com/x']);
  });

  it.each([
    ['links, mentions and hashtags', splitIntoPieces],
    ['hashtags', hashtagsOf],
    ['mentions', mentionsOf],
  ])('finds %s in time linear in the length of any text', { timeout: 120_000 }, (_kind, parse) => {
    expectLinearParsing(parse, limits.postTextMaxLength);
  });
});
