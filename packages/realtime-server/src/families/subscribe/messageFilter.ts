import {
  parseFilter,
  subscribeFilterGrammar,
  type FilterNode,
  type FilterOperand,
  type FilterOperator,
} from '../../filter/filterExpression.js';
import { WildcardPattern } from '../../filter/wildcardMatch.js';

/**
 * Subscribe's filter (protocol §4.7) evaluated in memory against each message: bare paths read
 * the publish `meta` (`lang`, `meta.lang`, `tags[0]`), `uuid` is the publisher. A missing value
 * equals nothing and differs from everything; `== null` tests that a value is missing. Each
 * comparison costs time linear in the values it reads, and the parser bounds their number.
 */
interface FilterSubject {
  uuid: string;
  meta: unknown;
}

export type MessageFilter = (subject: FilterSubject) => boolean;
type Read = (subject: FilterSubject) => unknown;

function reader(operand: FilterOperand): Read {
  if (operand.kind === 'value') return () => operand.value;
  const { path } = operand;
  if (path.length === 1 && path[0] === 'uuid') return (subject) => subject.uuid;
  const steps = path[0] === 'meta' && path.length > 1 ? path.slice(1) : path;
  return (subject) => {
    let value = subject.meta;
    // Own fields only: a path never reaches an object's prototype.
    for (const step of steps)
      value = value !== null && typeof value === 'object' && Object.hasOwn(value, step) ? (value as never)[step] : undefined;
    return value;
  };
}

const isMissing = (value: unknown) => value === undefined || value === null;

function comparison(operator: FilterOperator, left: FilterOperand, right: FilterOperand): MessageFilter {
  const [readLeft, readRight] = [reader(left), reader(right)];
  const nullLiteral = [left, right].find((operand) => operand.kind === 'value' && operand.value === null);
  if (nullLiteral) {
    const other = nullLiteral === left ? readRight : readLeft;
    if (operator === '==') return (subject) => isMissing(other(subject));
    if (operator === '!=') return (subject) => !isMissing(other(subject));
    return () => false;
  }
  // A pattern written in the filter is prepared once; one read from the message, per message.
  const pattern = right.kind === 'value' ? new WildcardPattern(String(right.value)) : undefined;
  return (subject) => {
    const [a, b] = [readLeft(subject), readRight(subject)];
    if (isMissing(a) || isMissing(b)) return operator === '!=';
    if (operator === 'like') return (pattern ?? new WildcardPattern(String(b))).matches(String(a));
    if (operator === 'contains') return Array.isArray(a) ? a.some((item) => String(item) === String(b)) : String(a).includes(String(b));
    return compare(operator, a, b);
  };
}

function compare(operator: FilterOperator, left: unknown, right: unknown): boolean {
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

function compile(node: FilterNode): MessageFilter {
  switch (node.kind) {
    case 'or': {
      const operands = node.operands.map(compile);
      return (subject) => operands.some((operand) => operand(subject));
    }
    case 'and': {
      const operands = node.operands.map(compile);
      return (subject) => operands.every((operand) => operand(subject));
    }
    case 'not': {
      const operand = compile(node.operand);
      return (subject) => !operand(subject);
    }
    case 'truth': {
      const read = reader(node.operand);
      return (subject) => Boolean(read(subject));
    }
    case 'compare':
      return comparison(node.operator, node.left, node.right);
  }
}

const compiled = new Map<string, MessageFilter>();

/** Compiles (and remembers) an expression; throws FilterSyntaxError outside the language or its limits. */
export function compileMessageFilter(source: string): MessageFilter {
  let filter = compiled.get(source);
  if (!filter) {
    filter = compile(parseFilter(source, subscribeFilterGrammar));
    if (compiled.size > 1000) compiled.clear();
    compiled.set(source, filter);
  }
  return filter;
}
