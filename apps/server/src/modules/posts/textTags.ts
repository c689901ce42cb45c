import { find } from 'linkifyjs';
import 'linkify-plugin-hashtag';
import 'linkify-plugin-mention';
import type { TextPiece } from '@meshwork/contracts';
import { LRUCache } from 'lru-cache';

/** How many hashtags and mentions of one text are kept: enough for any real post, bounded for a crafted one. */
const tagsMax = 30;
const tagMaxLength = 100;

const distinct = (values: string[]) => [...new Set(values)].slice(0, tagsMax);

const webLink = /^https?:\/\//i;

function pieceOf(found: ReturnType<typeof find>[number]): TextPiece | undefined {
  if (found.type === 'url' && webLink.test(found.href)) return { kind: 'link', text: found.value, href: found.href };
  if (found.type === 'mention') return { kind: 'mention', text: found.value, username: found.value.slice(1) };
  if (found.type === 'hashtag') return { kind: 'hashtag', text: found.value, tag: found.value.slice(1).toLowerCase() };
  return undefined;
}

/**
 * The pieces of texts split lately, by text: a new post is shown in many feeds at once, and linkify's
 * scan was a tenth of the server's time under the feed's load. Bounded by the texts' length (about 4
 * million characters). Callers never change the pieces they get.
 */
const recentPieces = new LRUCache<string, TextPiece[]>({ maxSize: 4_000_000, sizeCalculation: (_pieces, text) => text.length + 1 });

/**
 * Splits a post's or comment's text into the pieces the page shows (`text_pieces`): only http(s)
 * addresses become links, whatever else looks like one (other schemes, e-mail addresses) stays text.
 */
export function piecesOf(text: string): TextPiece[] {
  let pieces = recentPieces.get(text);
  if (!pieces) recentPieces.set(text, (pieces = split(text)));
  return pieces;
}

function split(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const found of find(text)) {
    const piece = pieceOf(found);
    if (!piece) continue;
    if (found.start > at) pieces.push({ kind: 'text', text: text.slice(at, found.start) });
    pieces.push(piece);
    at = found.end;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}

/** The `#hashtags` of a text, lowercase and without `#`, found the way the page links them (piecesOf). */
export function hashtagsOf(text: string): string[] {
  return distinct(
    find(text, 'hashtag')
      .map((found) => found.value.slice(1).toLowerCase())
      .filter((tag) => tag.length <= tagMaxLength),
  );
}

/** The usernames a text mentions with `@username`, lowercase. */
export function mentionsOf(text: string): string[] {
  return distinct(find(text, 'mention').map((found) => found.value.slice(1).toLowerCase()));
}
