import { limits, type TextPiece } from '@meshwork/contracts';
import { LRUCache } from 'lru-cache';
import { splitIntoPieces } from './textPieces.js';

/** How many hashtags and mentions of one text are kept: enough for any real post, bounded for a crafted one. */
const tagsMax = 30;

const distinct = (values: string[]) => [...new Set(values)].slice(0, tagsMax);

/**
 * The pieces of texts split lately, by text: a new post is shown in many feeds at once. Bounded by
 * the texts' length (about 4 million characters). Callers never change the pieces they get.
 */
const recentPieces = new LRUCache<string, TextPiece[]>({ maxSize: 4_000_000, sizeCalculation: (_pieces, text) => text.length + 1 });

/**
 * Splits a post's or comment's text into the pieces the page shows (`text_pieces`): only http(s)
 * addresses become links, whatever else looks like one (other schemes, e-mail addresses) stays text.
 */
export function piecesOf(text: string): TextPiece[] {
  let pieces = recentPieces.get(text);
  if (!pieces) recentPieces.set(text, (pieces = splitIntoPieces(text)));
  return pieces;
}

/** The `#hashtags` of a text, lowercase and without `#`, found the way the page links them (piecesOf). */
export function hashtagsOf(text: string): string[] {
  return distinct(
    splitIntoPieces(text).flatMap((piece) => (piece.kind === 'hashtag' && piece.tag.length <= limits.hashtagMaxLength ? [piece.tag] : [])),
  );
}

/** The usernames a text mentions with `@username`, lowercase. */
export function mentionsOf(text: string): string[] {
  return distinct(splitIntoPieces(text).flatMap((piece) => (piece.kind === 'mention' ? [piece.username.toLowerCase()] : [])));
}
