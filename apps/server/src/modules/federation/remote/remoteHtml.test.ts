import { describe, expect, it } from 'vitest';
import { remoteHtmlMaxLength, remoteHtmlToText, sanitizeRemoteHtml } from './remoteHtml.js';

const allowedTag =
  /^<\/?(p|br|a|span|strong|em|b|i|u|s|del|blockquote|code|pre|ul|ol|li)((?: (?:class|href|rel|target)="[^"<>]*")*) ?\/?>$/;

/** Every tag is on the allowlist with allowed attributes only, and every link is absolute http(s). */
function expectInert(html: string) {
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const match = allowedTag.exec(tag);
    expect(match, `tag ${tag}`).not.toBeNull();
    for (const [, name, value] of match![2]!.matchAll(/ (\w+)="([^"]*)"/g)) {
      if (name === 'href') expect(value).toMatch(/^https?:\/\//);
      if (name === 'rel') expect(value).toBe('nofollow noopener noreferrer');
      if (name === 'target') expect(value).toBe('_blank');
    }
  }
  expect(html).not.toMatch(/javascript:|data:|vbscript:|on\w+=|style=/i);
}

describe('sanitizeRemoteHtml', () => {
  it.each([
    ['a script', '<script>alert(1)</script>hello', 'hello'],
    ['a script in capitals', '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>hello', 'hello'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', ''],
    ['a javascript link', '<a href="javascript:alert(1)">click</a>', '<span>click</span>'],
    ['an entity-encoded javascript link', '<a href="&#106;avascript:alert(1)">click</a>', '<span>click</span>'],
    ['a hex-entity javascript link', '<a href="&#x6A;&#x61;vascript&#x3A;alert(1)">click</a>', '<span>click</span>'],
    ['a javascript link split by a tab', '<a href="java\tscript:alert(1)">click</a>', '<span>click</span>'],
    ['a javascript link split by an encoded newline', '<a href="java&#10;script:alert(1)">click</a>', '<span>click</span>'],
    ['a javascript link behind spaces and a control character', '<a href=" \u0001javascript:alert(1)">click</a>', '<span>click</span>'],
    ['a JavaScript link in mixed case', '<a href="JaVaScRiPt:alert(1)">click</a>', '<span>click</span>'],
    ['a data link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>', '<span>click</span>'],
    ['a vbscript link', '<a href="vbscript:msgbox(1)">click</a>', '<span>click</span>'],
    ['a relative link, which would point at our own site', '<a href="/api/auth/logout">click</a>', '<span>click</span>'],
    ['a protocol-relative link', '<a href="//evil.example/x">click</a>', '<span>click</span>'],
    ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>after', 'after'],
    ['an svg with a script inside', '<svg><script>alert(1)</script></svg>', ''],
    ['an iframe', '<iframe src="https://evil.example"></iframe>after', 'after'],
    ['an unclosed iframe around a script', '<iframe><script>alert(1)</script>', ''],
    ['a style element', '<style>body{display:none}</style>text', 'text'],
    ['a style attribute', '<p style="position:fixed;inset:0">text</p>', '<p>text</p>'],
    ['event handlers on allowed tags', '<p onclick="alert(1)"><a href="https://ok.example" onmouseover="alert(1)">x</a></p>', null],
    ['a form', '<form action="https://evil.example"><input name="password"><button>Go</button></form>', 'Go'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['a base element', '<base href="https://evil.example/">', ''],
    ['a tag split to confuse the parser', '<<script>script>alert(1)<</script>/script>', null],
    ['a comment hiding a script', '<!--<script>alert(1)</script>-->', ''],
    ['nested unclosed tags', '<b><i><a href="https://ok.example">unclosed', null],
    [
      'a class outside the allowlist',
      '<span class="evil h-card">x</span><p class="invisible">y</p>',
      '<span class="h-card">x</span><p>y</p>',
    ],
    ['a target other than _blank', '<a href="https://ok.example" target="_self" rel="opener">x</a>', null],
  ])('makes %s inert', (_name, payload, expected) => {
    const output = sanitizeRemoteHtml(payload);
    expectInert(output);
    if (expected !== null) expect(output).toBe(expected);
  });

  it('keeps Mastodon’s mention, hashtag and link markup', () => {
    const status =
      '<p><span class="h-card" translate="no"><a href="https://social.example/@ada" class="u-url mention">@<span>ada</span></a></span> see ' +
      '<a href="https://example.com/a/very/long/path" target="_blank" rel="nofollow noopener" translate="no"><span class="invisible">https://</span><span class="ellipsis">example.com/a/very</span><span class="invisible">/long/path</span></a> ' +
      '<a href="https://social.example/tags/xr" class="mention hashtag" rel="tag">#<span>xr</span></a></p><p>line<br />two</p>';
    expect(sanitizeRemoteHtml(status)).toBe(
      '<p><span class="h-card"><a class="u-url mention" href="https://social.example/@ada" rel="nofollow noopener noreferrer" target="_blank">@<span>ada</span></a></span> see ' +
        '<a href="https://example.com/a/very/long/path" rel="nofollow noopener noreferrer" target="_blank"><span class="invisible">https://</span><span class="ellipsis">example.com/a/very</span><span class="invisible">/long/path</span></a> ' +
        '<a class="mention hashtag" href="https://social.example/tags/xr" rel="nofollow noopener noreferrer" target="_blank">#<span>xr</span></a></p><p>line<br />two</p>',
    );
  });

  it('keeps the formatting tags of the allowlist', () => {
    const html =
      '<p><strong>a</strong><em>b</em><b>c</b><i>d</i><u>e</u><s>f</s><del>g</del><code>h</code></p><blockquote><p>q</p></blockquote><pre>i</pre><ul><li>j</li></ul><ol><li>k</li></ol>';
    expect(sanitizeRemoteHtml(html)).toBe(html);
  });

  it('cuts a 1 MB input to the cap before parsing, closing what the cut leaves open', () => {
    const huge = `<p><b>${'x'.repeat(1_000_000)}</b></p>`;
    expect(sanitizeRemoteHtml(huge)).toBe(`<p><b>${'x'.repeat(remoteHtmlMaxLength - 6)}</b></p>`);
  });

  it('keeps only the text of tags nested past the limit', () => {
    const output = sanitizeRemoteHtml(`${'<b>'.repeat(10_000)}deep`);
    expect(output.match(/<b>/g)?.length).toBeLessThanOrEqual(32);
    expect(output).toContain('deep');
  });

  it('never cuts a character in half nor keeps a NUL', () => {
    const output = sanitizeRemoteHtml(`${'a'.repeat(remoteHtmlMaxLength - 1)}😀`);
    expect(output).toBe('a'.repeat(remoteHtmlMaxLength - 1));
    expect(sanitizeRemoteHtml('<p>a\u0000b</p>')).toBe('<p>ab</p>');
  });
});

describe('remoteHtmlToText', () => {
  it('decodes entities once: an encoded entity stays an entity', () => {
    expect(remoteHtmlToText('<p>Tom &amp;amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39;</p>')).toBe('Tom &amp; Jerry <3 "x" \'y\'');
  });

  it('keeps paragraphs and line breaks and collapses other whitespace', () => {
    expect(remoteHtmlToText('<p>first   line<br>second\n  line</p>\n\n<p>next&nbsp; paragraph</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'first line\nsecond line\n\nnext paragraph\n\none\ntwo',
    );
  });

  it('reads a mention, a hashtag and a shortened link as their full text, and drops scripts', () => {
    expect(
      remoteHtmlToText(
        '<p><span class="h-card"><a href="https://s.example/@ada" class="u-url mention">@<span>ada</span></a></span> <a href="https://e.example/long"><span class="invisible">https://</span><span class="ellipsis">e.example/lo</span><span class="invisible">ng</span></a> <a href="https://s.example/tags/xr" class="mention hashtag">#<span>xr</span></a><script>alert(1)</script></p>',
      ),
    ).toBe('@ada https://e.example/long #xr');
  });

  it('handles a 1 MB input within the cap', () => {
    expect(remoteHtmlToText(`<p>${'word '.repeat(200_000)}</p>`).length).toBeLessThanOrEqual(remoteHtmlMaxLength);
  });
});
