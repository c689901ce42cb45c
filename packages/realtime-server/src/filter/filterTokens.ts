/** A literal of a filter expression. */
export type FilterValue = string | number | boolean | null;

/** The tokens of both filter languages (protocol §4.7 and §14.2). */
export type FilterToken =
  | { type: 'name'; text: string; at: number }
  | { type: 'symbol'; text: string; at: number }
  | { type: 'value'; value: FilterValue; at: number }
  | { type: 'end'; at: number };

/** A filter that does not parse, or asks for more work than one filter may cost; `position` is the offset in the expression. */
export class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
    this.name = 'FilterSyntaxError';
  }
}

// Each pattern is anchored where the previous token ended (the sticky flag): one pass over the text.
const spacePattern = /\s+/y;
const numberPattern = /-?\d+(?:\.\d+)?/y;
const namePattern = /[A-Za-z_$][\w$]*/y;
const symbols = ['||', '&&', '==', '!=', '<=', '>=', '<', '>', '!', '(', ')', '.', '[', ']'];
const keywordValues: Record<string, FilterValue> = { true: true, false: false, null: null };

function matchAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** The tokens of `text`, ending with an `end` token. */
export function tokenize(text: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let at = 0;
  while (at < text.length) {
    const space = matchAt(spacePattern, text, at);
    if (space) {
      at += space.length;
      continue;
    }
    if (text[at] === "'" || text[at] === '"') {
      const [value, length] = readQuoted(text, at);
      tokens.push({ type: 'value', value, at });
      at += length;
      continue;
    }
    const number = matchAt(numberPattern, text, at);
    const name = number === undefined ? matchAt(namePattern, text, at) : undefined;
    const symbol = number === undefined && name === undefined ? symbols.find((candidate) => text.startsWith(candidate, at)) : undefined;
    if (number !== undefined) tokens.push({ type: 'value', value: Number(number), at });
    else if (name !== undefined)
      tokens.push(
        Object.hasOwn(keywordValues, name) ? { type: 'value', value: keywordValues[name]!, at } : { type: 'name', text: name, at },
      );
    else if (symbol !== undefined) tokens.push({ type: 'symbol', text: symbol, at });
    else throw new FilterSyntaxError(`unexpected character ${JSON.stringify(text[at])}`, at);
    at += (number ?? name ?? symbol)!.length;
  }
  tokens.push({ type: 'end', at });
  return tokens;
}

/** A quoted string starting at `start` (`\` escapes the next character): its value and its length in the expression. */
function readQuoted(text: string, start: number): [string, number] {
  const quote = text[start];
  let value = '';
  for (let at = start + 1; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === quote) return [value, at - start + 1];
    if (char === '\\') {
      at += 1;
      if (at >= text.length) break;
      value += text[at];
    } else {
      value += char;
    }
  }
  throw new FilterSyntaxError('unterminated string', start);
}
