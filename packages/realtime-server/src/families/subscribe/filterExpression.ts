/**
 * The subset of the filter language we evaluate (protocol §4.7): comparisons `== != < > <= >=`,
 * `LIKE` with `*` wildcards, `CONTAINS`, `&& || !`, parentheses, single- or double-quoted strings,
 * numbers, and paths into the publish `meta` (`region`, `meta.region`, `tags[0]`, `a.b`); `uuid`
 * is the publisher. An expression outside it is refused when the subscribe arrives.
 */
export interface FilterSubject {
  uuid: string;
  meta: unknown;
}

export type CompiledFilter = (subject: FilterSubject) => boolean;

type Operand = (subject: FilterSubject) => unknown;

export class FilterSyntaxError extends Error {}

const tokenPattern =
  /\s*(?:(\|\||&&|==|!=|<=|>=|[<>!()[\].])|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?)|([A-Za-z_$][\w$]*))/y;

type Token = { kind: 'symbol' | 'string' | 'number' | 'word'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  while (tokenPattern.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(tokenPattern.lastIndex))) break;
    const match = tokenPattern.exec(source);
    if (!match) throw new FilterSyntaxError(`unexpected text at ${tokenPattern.lastIndex}`);
    if (match[1]) tokens.push({ kind: 'symbol', text: match[1] });
    else if (match[2] !== undefined || match[3] !== undefined)
      tokens.push({ kind: 'string', text: (match[2] ?? match[3]!).replace(/\\(.)/g, '$1') });
    else if (match[4]) tokens.push({ kind: 'number', text: match[4] });
    else tokens.push({ kind: 'word', text: match[5]! });
  }
  return tokens;
}

const comparators = new Set(['==', '!=', '<', '>', '<=', '>=', 'like', 'contains']);

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): CompiledFilter {
    const filter = this.or();
    if (this.position < this.tokens.length) throw new FilterSyntaxError(`unexpected "${this.tokens[this.position]!.text}"`);
    return filter;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private take(text?: string): Token {
    const token = this.tokens[this.position];
    if (!token || (text !== undefined && token.text.toLowerCase() !== text)) throw new FilterSyntaxError(`expected ${text ?? 'more'}`);
    this.position++;
    return token;
  }

  private or(): CompiledFilter {
    let left = this.and();
    while (this.peek()?.text === '||') {
      this.take();
      const [first, second] = [left, this.and()];
      left = (subject) => first(subject) || second(subject);
    }
    return left;
  }

  private and(): CompiledFilter {
    let left = this.unary();
    while (this.peek()?.text === '&&') {
      this.take();
      const [first, second] = [left, this.unary()];
      left = (subject) => first(subject) && second(subject);
    }
    return left;
  }

  private unary(): CompiledFilter {
    if (this.peek()?.text === '!') {
      this.take();
      const inner = this.unary();
      return (subject) => !inner(subject);
    }
    if (this.peek()?.text === '(') {
      this.take();
      const inner = this.or();
      this.take(')');
      return inner;
    }
    return this.comparison();
  }

  private comparison(): CompiledFilter {
    const left = this.operand();
    const next = this.peek();
    if (!next || !comparators.has(next.text.toLowerCase())) return (subject) => Boolean(left(subject));
    const operator = this.take().text.toLowerCase();
    const right = this.operand();
    return (subject) => compare(operator, left(subject), right(subject));
  }

  private operand(): Operand {
    const token = this.take();
    if (token.kind === 'string') return () => token.text;
    if (token.kind === 'number') return () => Number(token.text);
    if (token.kind !== 'word') throw new FilterSyntaxError(`unexpected "${token.text}"`);
    const path: Array<string | number> = [token.text];
    for (;;) {
      if (this.peek()?.text === '.') {
        this.take();
        path.push(this.take().text);
      } else if (this.peek()?.text === '[') {
        this.take();
        const index = this.take();
        path.push(index.kind === 'number' ? Number(index.text) : index.text);
        this.take(']');
      } else break;
    }
    return (subject) => resolve(subject, path);
  }
}

function resolve(subject: FilterSubject, path: Array<string | number>): unknown {
  if (path.length === 1 && path[0] === 'uuid') return subject.uuid;
  const steps = path[0] === 'meta' && path.length > 1 ? path.slice(1) : path;
  let value: unknown = subject.meta;
  for (const step of steps)
    value = value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined;
  return value;
}

function compare(operator: string, left: unknown, right: unknown): boolean {
  if (left === undefined || left === null) return operator === '!=' && right !== undefined && right !== null;
  if (operator === 'like') return likePattern(String(right)).test(String(left));
  if (operator === 'contains')
    return Array.isArray(left) ? left.some((item) => String(item) === String(right)) : String(left).includes(String(right));
  const numeric = typeof left === 'number' || typeof right === 'number';
  const [a, b] = numeric ? [Number(left), Number(right)] : [String(left), String(right)];
  switch (operator) {
    case '==':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    default:
      return a >= b;
  }
}

function likePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

const compiled = new Map<string, CompiledFilter>();

/** Compiles (and remembers) an expression; throws FilterSyntaxError outside the subset. */
export function compileFilter(source: string): CompiledFilter {
  let filter = compiled.get(source);
  if (!filter) {
    filter = new Parser(tokenize(source)).parse();
    if (compiled.size > 1000) compiled.clear();
    compiled.set(source, filter);
  }
  return filter;
}
