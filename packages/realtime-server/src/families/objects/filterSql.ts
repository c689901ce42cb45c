import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FilterNode, FilterOperator, FilterValue } from '../../filter/filterExpression.js';

/** A field a list may be filtered and sorted by: a column, compared as text or as a time. */
export interface ListField {
  column: AnyColumn;
  kind: 'text' | 'time';
}

/** The fields of one kind of list: plain fields by path, and `custom` objects by their path prefix. */
export interface ListFields {
  fields: Record<string, ListField>;
  customs: Record<string, AnyColumn>;
}

/** A filter that parses but asks for something the list cannot answer (an unknown field, a bad comparison). */
export class FilterMeaningError extends Error {}

// The objects grammar writes every comparison as `field operator value`; a filter of another grammar is refused.
const notFieldOperatorValue = 'a comparison is a field, an operator and a value';

/** The operators of the objects language (the parser's `objectsFilterGrammar` has no `contains`). */
type SqlOperator = Exclude<FilterOperator, 'contains'>;

const sqlOperators: Record<Exclude<SqlOperator, 'like'>, string> = { '==': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

/** `*` matches any text; everything else literally (LIKE's own wildcards escaped). */
function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}

function nullTest(subject: SQL, operator: SqlOperator, field: string): SQL {
  if (operator === '==') return sql`${subject} is null`;
  if (operator === '!=') return sql`${subject} is not null`;
  throw new FilterMeaningError(`${field} can only be compared to null with == or !=`);
}

function compareColumn(field: ListField, path: string, operator: SqlOperator, value: FilterValue): SQL {
  if (value === null) return nullTest(sql`${field.column}`, operator, path);
  if (typeof value !== 'string') throw new FilterMeaningError(`${path} compares to quoted text`);
  if (field.kind === 'time') {
    if (operator === 'like') throw new FilterMeaningError(`${path} cannot be matched with like`);
    if (Number.isNaN(Date.parse(value))) throw new FilterMeaningError(`${JSON.stringify(value)} is not a date`);
    return sql`${field.column} ${sql.raw(sqlOperators[operator])} ${value}::timestamptz`;
  }
  if (operator === 'like') return sql`${field.column} ilike ${likePattern(value)}::text`;
  return sql`${field.column} ${sql.raw(sqlOperators[operator])} ${value}::text`;
}

/** Custom values keep their JSON type: a comparison only matches values of the compared type. */
function compareCustom(custom: AnyColumn, key: string, path: string, operator: SqlOperator, value: FilterValue): SQL {
  const member = sql`(${custom} -> ${key}::text)`;
  const text = sql`(${custom} ->> ${key}::text)`;
  if (value === null) return nullTest(sql`nullif(${member}, 'null'::jsonb)`, operator, path);
  if (typeof value === 'boolean') {
    if (operator !== '==' && operator !== '!=') throw new FilterMeaningError(`${path} compares to true or false only with == or !=`);
    return sql`${member} ${sql.raw(sqlOperators[operator])} to_jsonb(${value}::boolean)`;
  }
  if (typeof value === 'number') {
    if (operator === 'like') throw new FilterMeaningError(`like needs quoted text`);
    return sql`case when jsonb_typeof(${member}) = 'number' then ${text}::numeric ${sql.raw(sqlOperators[operator])} ${value}::numeric end`;
  }
  const comparison =
    operator === 'like' ? sql`${text} ilike ${likePattern(value)}::text` : sql`${text} ${sql.raw(sqlOperators[operator])} ${value}::text`;
  return sql`case when jsonb_typeof(${member}) = 'string' then ${comparison} end`;
}

function comparison(node: Extract<FilterNode, { kind: 'compare' }>, fields: ListFields): SQL {
  const { left, operator, right } = node;
  if (left.kind !== 'path' || right.kind !== 'value' || operator === 'contains') throw new FilterMeaningError(notFieldOperatorValue);
  const path = left.path.join('.');
  const field = fields.fields[path];
  if (field) return compareColumn(field, path, operator, right.value);
  const prefix = left.path.slice(0, -1).join('.');
  const custom = fields.customs[prefix];
  if (custom) return compareCustom(custom, String(left.path.at(-1)), path, operator, right.value);
  throw new FilterMeaningError(`${path} is not a field of this list`);
}

/**
 * The SQL condition of a parsed filter. Every comparison is two-valued (a missing value compares
 * false), so `!` and `!=` mean what they say.
 */
export function filterSql(node: FilterNode, fields: ListFields): SQL {
  switch (node.kind) {
    case 'compare':
      return sql`coalesce((${comparison(node, fields)}), false)`;
    case 'truth':
      throw new FilterMeaningError(notFieldOperatorValue);
    case 'not':
      return sql`not (${filterSql(node.operand, fields)})`;
    case 'and':
    case 'or':
      return sql`(${sql.join(
        node.operands.map((operand) => filterSql(operand, fields)),
        sql.raw(` ${node.kind} `),
      )})`;
  }
}
