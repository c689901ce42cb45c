import { type TextPiece } from '@meshwork/contracts';
import tlds from 'tlds' with { type: 'json' };
import { serverLimits } from '../../serverLimits.js';

/** IANA's top-level domains, lowercase: a bare `name.tld` is a link only when its last label is one. */
const topLevelDomains = new Set(tlds);

/**
 * Where a piece may start, found by the regex engine: a mention (`@` and a username), a hashtag
 * (`#` and a word with a letter), an http(s) address or a word with a dot (a domain, perhaps).
 * None starts inside a word (`#` may, as in `#one#two`) or joined to what comes before (`a@b.org`
 * is an address, `x.org/@a` a path). Each alternative looks at most one run of characters ahead,
 * and the next position that could start the same run is past it: the search is linear.
 */
const pieceStart =
  /(?<![\p{L}\p{N}\p{M}_.\-@/:])(?:@(?=\.*[A-Za-z0-9_])|https?:\/\/[\p{L}\p{N}]|[\p{L}\p{N}][\p{L}\p{N}\p{M}-]*\.[\p{L}\p{N}])|(?<![.\-@/:])#(?=[\p{N}\p{M}_]*\p{L})/giu;

// Each scan reads one run of one character class from a position (sticky, nothing after the run):
// it never backtracks, so it costs the length of the run.
const usernameRun = /[A-Za-z0-9_.]*/y;
const wordRun = /[\p{L}\p{N}\p{M}_]*/uy;
const hostRun = /[\p{L}\p{N}\p{M}.-]*/uy;
const portRun = /:\d{1,5}/y;
const urlRun = /[^\s\p{C}<>"`]*/uy;
const schemeRun = /https?:\/\//iy;

/** Ends of a link that belong to the sentence around it. */
const trailingPunctuation = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '*']);
const openerOf: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const pathStarts = new Set(['/', '?', '#']);

function runEnd(run: RegExp, text: string, at: number): number {
  run.lastIndex = at;
  return run.exec(text) ? run.lastIndex : at;
}

/** Where a link from `start` to `end` really ends: without the sentence's punctuation and closing brackets it never opened. */
function linkEnd(text: string, start: number, end: number): number {
  const brackets = new Map<string, number>();
  for (let at = start; at < end; at++) {
    const character = text[at]!;
    if ('()[]{}'.includes(character)) brackets.set(character, (brackets.get(character) ?? 0) + 1);
  }
  while (end > start) {
    const last = text[end - 1]!;
    const opener = openerOf[last];
    if (opener && (brackets.get(last) ?? 0) > (brackets.get(opener) ?? 0)) brackets.set(last, brackets.get(last)! - 1);
    else if (!trailingPunctuation.has(last)) break;
    end--;
  }
  return end;
}

/** The end of the longest `label.label.tld` from `at` to `end` whose last label is a top-level domain, else `at`. */
function domainEnd(text: string, at: number, end: number): number {
  let found = at;
  let labelStart = at;
  for (let index = at; index <= end; index++) {
    if (index < end && text[index] !== '.') continue;
    const label = text.slice(labelStart, index);
    if (label === '' || label.startsWith('-') || label.endsWith('-')) break;
    if (labelStart > at && topLevelDomains.has(label.toLowerCase())) found = index;
    labelStart = index + 1;
  }
  return found;
}

/** A piece found at a position, and where it ends; none where a domain-like word ends in no top-level domain. */
interface Scan {
  piece?: TextPiece;
  end: number;
}

function mentionAt(text: string, at: number): Scan {
  let end = runEnd(usernameRun, text, at + 1);
  while (text[end - 1] === '.') end--;
  const mention = text.slice(at, end);
  return { piece: { kind: 'mention', text: mention, username: mention.slice(1) }, end };
}

function hashtagAt(text: string, at: number): Scan {
  const end = runEnd(wordRun, text, at + 1);
  const hashtag = text.slice(at, end);
  return { piece: { kind: 'hashtag', text: hashtag, tag: hashtag.slice(1).toLowerCase() }, end };
}

function linkAt(text: string, at: number): Scan {
  let end = runEnd(schemeRun, text, at);
  let href = '';
  if (end > at) end = runEnd(urlRun, text, end);
  else {
    // A bare domain: its whole run is read once, and nothing in it starts another piece.
    const hostEnd = runEnd(hostRun, text, at);
    end = domainEnd(text, at, hostEnd);
    if (end === at) return { end: hostEnd };
    // A port and a path follow the domain only where its run ends (`a.org.x` is `a.org`, then text).
    if (end === hostEnd) {
      end = runEnd(portRun, text, end);
      if (pathStarts.has(text[end] ?? '')) end = runEnd(urlRun, text, end);
    }
    href = 'http://';
  }
  end = linkEnd(text, at, end);
  const link = text.slice(at, end);
  return { piece: { kind: 'link', text: link, href: `${href}${link}` }, end };
}

function scanAt(text: string, at: number): Scan {
  if (text[at] === '@') return mentionAt(text, at);
  if (text[at] === '#') return hashtagAt(text, at);
  return linkAt(text, at);
}

function nextStart(text: string, from: number): number {
  pieceStart.lastIndex = from;
  return pieceStart.exec(text)?.index ?? text.length;
}

/**
 * Splits member text into plain text, http(s) links (with a scheme, or a bare domain whose last
 * label is a top-level domain), `@mentions` and `#hashtags`, at most `linkedPiecesMax` of them,
 * in one pass whose cost is linear in the text's length, whatever its shape (docs/posts.md).
 */
export function splitIntoPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plainFrom = 0;
  let linked = 0;
  for (let at = nextStart(text, 0); at < text.length && linked < serverLimits.linkedPiecesMax;) {
    const scan = scanAt(text, at);
    if (scan.piece) {
      if (at > plainFrom) pieces.push({ kind: 'text', text: text.slice(plainFrom, at) });
      pieces.push(scan.piece);
      plainFrom = scan.end;
      linked++;
    }
    at = nextStart(text, scan.end);
  }
  if (plainFrom < text.length) pieces.push({ kind: 'text', text: text.slice(plainFrom) });
  return pieces;
}
