import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';

/**
 * Characters of remote HTML that are read; the rest is cut off before parsing. Cut rather than
 * refused: a long remote post still shows (its end lost) instead of vanishing, and the sanitiser
 * closes whatever the cut leaves open. 100,000 is far above any real post (Mastodon's is 500).
 */
export const remoteHtmlMaxLength = 100_000;

const linkRel = 'nofollow noopener noreferrer';

/** A link keeps an absolute http(s) href, normalised by the URL parser; any other becomes plain text. */
const safeLink: Transformer = (_tagName, attribs) => {
  // The parser has decoded entities already, and the URL parser drops the tabs, newlines and control
  // characters of tricks like `java&#9;script:`, so the protocol checked is the protocol a browser sees.
  const href = attribs.href ?? '';
  const url = URL.canParse(href) ? new URL(href) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return { tagName: 'span', attribs: {} };
  return { tagName: 'a', attribs: { ...(attribs.class ? { class: attribs.class } : {}), href: url.href, rel: linkRel, target: '_blank' } };
};

// Mastodon's allowlist for remote statuses.
const remoteHtmlOptions: IOptions = {
  allowedTags: ['p', 'br', 'a', 'span', 'strong', 'em', 'b', 'i', 'u', 's', 'del', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'rel', 'target', 'class'], span: ['class'] },
  allowedClasses: { a: ['mention', 'hashtag', 'u-url', 'h-card'], span: ['h-card', 'invisible', 'ellipsis'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  transformTags: { a: safeLink },
  // Elements whose text is code or markup, not prose: dropped with their content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'title', 'iframe', 'svg', 'math', 'object'],
  // Thousands of nested tags render slowly in a browser; past this depth only the text is kept.
  nestingLimit: 32,
};

/** Remote HTML reduced to Mastodon's allowlist: safe to render as HTML. */
export function sanitizeRemoteHtml(html: string): string {
  return sanitizeHtml(capped(html), remoteHtmlOptions);
}

const escapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Remote HTML as plain text, for notifications and search: entities decoded once, paragraphs apart,
 * line breaks kept, other whitespace collapsed. Plain text, so whoever shows it as HTML escapes it.
 */
export function remoteHtmlToText(html: string): string {
  // Our own sanitised markup is regular (`<br />`, `</p>`), so these replacements see every break.
  const breaks = sanitizeRemoteHtml(html)
    .replace(/\s+/g, ' ')
    .replace(/<br \/>/g, '\n')
    .replace(/<\/(p|blockquote|pre|ul|ol)>/g, '\n\n')
    .replace(/<\/li>/g, '\n');
  // The parser decodes each entity of the source once; undo only the escaping sanitize-html adds back.
  const text = sanitizeHtml(breaks, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot);/g,
    (escape) => escapes[escape]!,
  );
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function capped(html: string): string {
  let kept = html.length > remoteHtmlMaxLength ? html.slice(0, remoteHtmlMaxLength) : html;
  // Never leave half of a surrogate pair at the cut.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  // PostgreSQL text cannot hold NUL.
  return kept.replaceAll('\0', '');
}
