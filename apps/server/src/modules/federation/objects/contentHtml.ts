import type { TextPiece } from '@meshwork/contracts';
import { escapeHtml } from '../../../http/escapeHtml.js';
import { hashtagsOf, piecesOf } from '../../posts/index.js';
import type { FederationUris } from './objectUris.js';

/** A member a text mentions, as the posts module keeps them. */
export interface MentionedMember {
  id: string;
  username: string;
}

/** Plain text with its line breaks: a blank line ends a paragraph, a single one is `<br>`. */
const plainHtml = (text: string) =>
  escapeHtml(text)
    .replace(/\n{2,}/g, '</p><p>')
    .replace(/\n/g, '<br>');

/**
 * A post's or comment's text as the HTML Mastodon writes and reads: escaped, in paragraphs, with
 * its http(s) links, its mentions of present members and its hashtags marked up as Mastodon marks
 * them. The pieces come from the posts module (`piecesOf`), the same the page shows, in one
 * linear pass; a mention of nobody present and an over-long hashtag stay text.
 */
export function contentHtml(text: string, mentioned: MentionedMember[], uris: FederationUris): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  const members = new Map(mentioned.map((member) => [member.username.toLowerCase(), member]));
  const tags = new Set(hashtagsOf(normalised));
  const pieceHtml = (piece: TextPiece): string => {
    switch (piece.kind) {
      case 'link':
        return `<a href="${escapeHtml(piece.href)}" rel="nofollow noopener noreferrer" target="_blank">${escapeHtml(piece.text)}</a>`;
      case 'mention': {
        const member = members.get(piece.username.toLowerCase());
        if (!member) return plainHtml(piece.text);
        const href = escapeHtml(uris.profileUrl(member.username).href);
        return `<span class="h-card"><a href="${href}" class="u-url mention">@<span>${escapeHtml(member.username)}</span></a></span>`;
      }
      case 'hashtag':
        if (!tags.has(piece.tag)) return plainHtml(piece.text);
        return `<a href="${escapeHtml(uris.tagUrl(piece.tag).href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(piece.text.slice(1))}</span></a>`;
      case 'text':
        return plainHtml(piece.text);
    }
  };
  return `<p>${piecesOf(normalised).map(pieceHtml).join('')}</p>`;
}
