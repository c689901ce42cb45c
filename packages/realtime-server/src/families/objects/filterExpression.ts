/**
 * The filter language of objects list calls (protocol §14.2), parsed by recursive descent:
 *
 *   expression := and ( "||" and )*
 *   and        := unary ( "&&" unary )*
 *   unary      := "!" unary | "(" expression ")" | comparison
 *   comparison := path operator value
 *   path       := name ( "." name )*                  e.g. name, custom.kind, channel.custom.kind
 *   operator   := "==" | "!=" | "<" | "<=" | ">" | ">=" | "like"   (like: `*` matches any text)
 *   value      := 'text' | "text" | number | true | false | null   (`\` escapes inside quotes)
 */

export type FilterValue = string | number | boolean | null;
export type FilterOperator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'like';

export type FilterNode =
  | { kind: 'or' | 'and'; operands: FilterNode[] }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; path: string[]; operator: FilterOperator; value: FilterValue };

/** A filter that does not parse; `position` is the offset in the expression. */
export class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
    this.name = 'FilterSyntaxError';
  }
}

export const filterLimits = { maxLength: 2048, maxDepth: 32 } as const;

type Token =
  | { type: 'name'; text: string; at: number }
  | { type: 'symbol'; text: string; at: number }
  | { type: 'value'; value: FilterValue; at: number }
  | { type: 'end'; at: number };

const symbols = ['||', '&&', '==', '!=', '<=', '>=', '<', '>', '!', '(', ')', '.'];
const keywordValues: Record<string, FilterValue> = { true: true, false: false, null: null };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    const symbol = symbols.find((candidate) => rest.startsWith(candidate));
    if (rest[0] === "'" || rest[0] === '"') {
      const [value, length] = readQuoted(text, at);
      tokens.push({ type: 'value', value, at });
      at += length;
    } else if (number) {
      tokens.push({ type: 'value', value: Number(number[0]), at });
      at += number[0].length;
    } else if (name) {
      const word = name[0];
      tokens.push(word in keywordValues ? { type: 'value', value: keywordValues[word]!, at } : { type: 'name', text: word, at });
      at += word.length;
    } else if (symbol) {
      tokens.push({ type: 'symbol', text: symbol, at });
      at += symbol.length;
    } else {
      throw new FilterSyntaxError(`unexpected character ${JSON.stringify(rest[0])}`, at);
    }
  }
  tokens.push({ type: 'end', at });
  return tokens;
}

/** A quoted string starting at `start`: its value and its length in the expression. */
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

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.expression();
    const next = this.peek();
    if (next.type !== 'end') throw new FilterSyntaxError('unexpected text after the expression', next.at);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private take(): Token {
    return this.tokens[this.index++]!;
  }

  private takeSymbol(text: string): boolean {
    const token = this.peek();
    if (token.type !== 'symbol' || token.text !== text) return false;
    this.index += 1;
    return true;
  }

  private expression(): FilterNode {
    const operands = [this.and()];
    while (this.takeSymbol('||')) operands.push(this.and());
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  }

  private and(): FilterNode {
    const operands = [this.unary()];
    while (this.takeSymbol('&&')) operands.push(this.unary());
    return operands.length === 1 ? operands[0]! : { kind: 'and', operands };
  }

  private unary(): FilterNode {
    const start = this.peek();
    if (++this.depth > filterLimits.maxDepth) throw new FilterSyntaxError('the expression is nested too deeply', start.at);
    try {
      if (this.takeSymbol('!')) return { kind: 'not', operand: this.unary() };
      if (this.takeSymbol('(')) {
        const inner = this.expression();
        if (!this.takeSymbol(')')) throw new FilterSyntaxError('expected )', this.peek().at);
        return inner;
      }
      return this.comparison();
    } finally {
      this.depth -= 1;
    }
  }

  private comparison(): FilterNode {
    const path = [this.name()];
    while (this.takeSymbol('.')) path.push(this.name());
    const operator = this.operator();
    const value = this.take();
    if (value.type !== 'value') throw new FilterSyntaxError('expected a value', value.at);
    return { kind: 'compare', path, operator, value: value.value };
  }

  private name(): string {
    const token = this.take();
    if (token.type !== 'name') throw new FilterSyntaxError('expected a field name', token.at);
    return token.text;
  }

  private operator(): FilterOperator {
    const token = this.take();
    if (token.type === 'name' && token.text.toLowerCase() === 'like') return 'like';
    if (token.type === 'symbol' && ['==', '!=', '<', '<=', '>', '>='].includes(token.text)) return token.text as FilterOperator;
    throw new FilterSyntaxError('expected an operator (== != < <= > >= like)', token.at);
  }
}

/** Parses a filter expression; throws `FilterSyntaxError` when it is not one. */
export function parseFilter(text: string): FilterNode {
  if (text.length > filterLimits.maxLength)
    throw new FilterSyntaxError(`the expression is longer than ${filterLimits.maxLength} characters`, filterLimits.maxLength);
  return new Parser(tokenize(text)).parse();
}
