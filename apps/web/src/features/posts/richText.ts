import { find } from 'linkifyjs';
import 'linkify-plugin-hashtag';
import 'linkify-plugin-mention';

/** A piece of a post's text: plain, a web link, an @mention or a #hashtag. */
export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'hashtag'; text: string; tag: string };

const webLink = /^https?:\/\//i;

/** Splits a post's text into pieces; only http(s) addresses become links, whatever else looks like one stays text. */
export function piecesOf(text: string): TextPiece[] {
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

function pieceOf(found: ReturnType<typeof find>[number]): TextPiece | undefined {
  if (found.type === 'url' && webLink.test(found.href)) return { kind: 'link', text: found.value, href: found.href };
  if (found.type === 'mention') return { kind: 'mention', text: found.value, username: found.value.slice(1) };
  if (found.type === 'hashtag') return { kind: 'hashtag', text: found.value, tag: found.value.slice(1).toLowerCase() };
  return undefined;
}
