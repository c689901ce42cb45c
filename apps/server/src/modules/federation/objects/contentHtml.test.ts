import { describe, expect, it } from 'vitest';
import { contentHtml } from './contentHtml.js';
import { urisFromPublicOrigin } from './objectUris.js';

const uris = urisFromPublicOrigin('https://meshwork.example');
const bob = { id: '22222222-2222-4222-8222-222222222222', username: 'bob' };

/** The text an HTML content reads as: its paragraphs and breaks as line breaks, its entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/^<p>|<\/p>$/g, '')
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)));

describe('contentHtml', () => {
  it('marks up links, mentions of present members and hashtags the way Mastodon does', () => {
    expect(contentHtml('Hi @Bob, see https://example.org/a?b=1&c=2 #XR', [bob], uris)).toBe(
      '<p>Hi <span class="h-card"><a href="https://meshwork.example/profile/bob" class="u-url mention">@<span>bob</span></a></span>, see ' +
        '<a href="https://example.org/a?b=1&#38;c=2" rel="nofollow noopener noreferrer" target="_blank">https://example.org/a?b=1&#38;c=2</a> ' +
        '<a href="https://meshwork.example/hashtag/xr" class="mention hashtag" rel="tag">#<span>XR</span></a></p>',
    );
  });

  it('leaves a mention of nobody present as text, and a bare domain links over http as the page links it', () => {
    expect(contentHtml('@nobody meet at example.org', [], uris)).toBe(
      '<p>@nobody meet at <a href="http://example.org" rel="nofollow noopener noreferrer" target="_blank">example.org</a></p>',
    );
  });

  it('writes paragraphs for blank lines and <br> for single line breaks', () => {
    expect(contentHtml('one\ntwo\r\n\r\n\nthree', [], uris)).toBe('<p>one<br>two</p><p>three</p>');
  });

  it('escapes markup and quotes in the text, around mentions and hashtags', () => {
    const text = `<script>alert("x")</script> @bob's #tag'"<b>`;
    const html = contentHtml(text, [bob], uris);
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('>#<span>tag</span></a>&#39;&#34;&#60;b&#62;');
    expect(textOf(html)).toBe(text);
  });

  it('reads worst-case texts whole and unchanged: runs of @, #, http:// and many tags', () => {
    const worst = [
      '@'.repeat(5000),
      '#'.repeat(5000),
      'http://'.repeat(714),
      'http:// '.repeat(625),
      '@bob '.repeat(1000),
      '#a1 '.repeat(1250),
      '@.'.repeat(2500),
      '#_'.repeat(2500),
    ];
    for (const text of worst) expect(textOf(contentHtml(text, [bob], uris))).toBe(text);
    expect(contentHtml('@'.repeat(5000), [bob], uris)).toBe(`<p>${'@'.repeat(5000)}</p>`);
    expect(contentHtml('http://'.repeat(714), [], uris)).toMatch(/^<p><a href="http:\/\/http:\/\/[^"]*" rel=[^>]*>(http:\/\/)+<\/a><\/p>$/);
    // The posts module links at most 100 pieces of one text; the rest stays text.
    expect(contentHtml('@bob '.repeat(1000), [bob], uris).match(/class="u-url mention"/g)).toHaveLength(100);
  });
});
