import { limits } from '../limits.js';
import { FilterSyntaxError, tokenize, type FilterToken, type FilterValue } from './filterTokens.js';

export { FilterSyntaxError, type FilterValue } from './filterTokens.js';

/**
 * The one parser of both filter languages: subscribe's `filter-expr` (protocol §4.7, evaluated
 * in memory per message) and the objects lists' `filter` (§14.2, turned into SQL). Recursive
 * descent over one grammar, with each language's differences as a `FilterGrammar`:
 *
 *   expression := and ( "||" and )*
 *   and        := unary ( "&&" unary )*
 *   unary      := "!" unary | "(" expression ")" | comparison
 *   comparison := path operator value                      (fieldThenValue)
 *               | operand [ operator operand ]             (otherwise: a lone operand tests truth)
 *   operand    := path | value
 *   path       := name ( "." name | "[" number "]" | "[" 'text' "]" )*     (brackets with `indexes`)
 *   operator   := == | != | < | <= | > | >= | like | contains              (contains with `contains`; words in any case)
 *   value      := 'text' | "text" | number | true | false | null           (`\` escapes inside quotes)
 *
 * What one filter may cost is bounded here, before it runs: its length, its nesting, its number
 * of comparisons and the length of each `like` pattern.
 */

export type FilterOperator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'like' | 'contains';
export type FilterOperand = { kind: 'path'; path: Array<string | number> } | { kind: 'value'; value: FilterValue };

export type FilterNode =
  | { kind: 'or' | 'and'; operands: FilterNode[] }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; left: FilterOperand; operator: FilterOperator; right: FilterOperand }
  | { kind: 'truth'; operand: FilterOperand };

export interface FilterGrammar {
  maxLength: number;
  /** The `contains` operator. */
  contains: boolean;
  /** Bracket steps in paths: `tags[0]`, `meta['a b']`. */
  indexes: boolean;
  /** Every comparison is `path operator value`, as SQL needs; otherwise either side may be either, and a lone operand tests its truth. */
  fieldThenValue: boolean;
}

/** Limits of every filter, whichever language. */
const filterLimits = { maxDepth: 32, maxComparisons: 32, maxPatternLength: 256 } as const;

/** Subscribe's `filter-expr`, against the publish `meta` and the publisher's `uuid`. */
export const subscribeFilterGrammar: FilterGrammar = {
  maxLength: limits.filterExpressionMaxLength,
  contains: true,
  indexes: true,
  fieldThenValue: false,
};

/** The objects lists' `filter`, against columns and `custom` fields. */
export const objectsFilterGrammar: FilterGrammar = { maxLength: 2048, contains: false, indexes: false, fieldThenValue: true };

const comparisonOperators = ['==', '!=', '<', '<=', '>', '>='];

class Parser {
  private index = 0;
  private depth = 0;
  private comparisons = 0;

  constructor(
    private readonly tokens: FilterToken[],
    private readonly grammar: FilterGrammar,
  ) {}

  parse(): FilterNode {
    const node = this.expression();
    const next = this.peek();
    if (next.type !== 'end') throw new FilterSyntaxError('unexpected text after the expression', next.at);
    return node;
  }

  private peek(): FilterToken {
    return this.tokens[this.index]!;
  }

  private take(): FilterToken {
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
    const start = this.peek();
    if (++this.comparisons > filterLimits.maxComparisons)
      throw new FilterSyntaxError(`the expression has more than ${filterLimits.maxComparisons} comparisons`, start.at);
    if (this.grammar.fieldThenValue) {
      const left: FilterOperand = { kind: 'path', path: this.path() };
      const operator = this.operator();
      if (!operator) throw new FilterSyntaxError(`expected an operator (${this.operatorNames()})`, this.peek().at);
      return this.compared(left, operator, this.value());
    }
    const left = this.operand();
    const operator = this.operator();
    return operator ? this.compared(left, operator, this.operand()) : { kind: 'truth', operand: left };
  }

  private compared(left: FilterOperand, operator: FilterOperator, right: FilterOperand): FilterNode {
    if (
      operator === 'like' &&
      right.kind === 'value' &&
      typeof right.value === 'string' &&
      right.value.length > filterLimits.maxPatternLength
    )
      throw new FilterSyntaxError(
        `a like pattern is longer than ${filterLimits.maxPatternLength} characters`,
        this.tokens[this.index - 1]!.at,
      );
    return { kind: 'compare', left, operator, right };
  }

  private operand(): FilterOperand {
    const token = this.peek();
    if (token.type === 'value') return this.value();
    if (token.type === 'name') return { kind: 'path', path: this.path() };
    throw new FilterSyntaxError('expected a field name or a value', token.at);
  }

  private value(): FilterOperand {
    const token = this.take();
    if (token.type !== 'value') throw new FilterSyntaxError('expected a value', token.at);
    return { kind: 'value', value: token.value };
  }

  private path(): Array<string | number> {
    const path: Array<string | number> = [this.name()];
    for (;;) {
      if (this.takeSymbol('.')) path.push(this.name());
      else if (this.grammar.indexes && this.takeSymbol('[')) {
        const step = this.take();
        if (step.type !== 'value' || (typeof step.value !== 'number' && typeof step.value !== 'string'))
          throw new FilterSyntaxError('expected an index or a quoted key', step.at);
        path.push(step.value);
        if (!this.takeSymbol(']')) throw new FilterSyntaxError('expected ]', this.peek().at);
      } else return path;
    }
  }

  private name(): string {
    const token = this.take();
    if (token.type !== 'name') throw new FilterSyntaxError('expected a field name', token.at);
    return token.text;
  }

  /** The operator at this point, taken, or undefined when none is. */
  private operator(): FilterOperator | undefined {
    const token = this.peek();
    const word = token.type === 'name' ? token.text.toLowerCase() : undefined;
    const operator =
      word === 'like' || (word === 'contains' && this.grammar.contains)
        ? word
        : token.type === 'symbol' && comparisonOperators.includes(token.text)
          ? token.text
          : undefined;
    if (operator) this.index += 1;
    return operator as FilterOperator | undefined;
  }

  private operatorNames(): string {
    return [...comparisonOperators, 'like', ...(this.grammar.contains ? ['contains'] : [])].join(' ');
  }
}

/** Parses a filter expression of `grammar`; throws `FilterSyntaxError` when it is not one, or would cost too much. */
export function parseFilter(text: string, grammar: FilterGrammar): FilterNode {
  if (text.length > grammar.maxLength)
    throw new FilterSyntaxError(`the expression is longer than ${grammar.maxLength} characters`, grammar.maxLength);
  return new Parser(tokenize(text), grammar).parse();
}
