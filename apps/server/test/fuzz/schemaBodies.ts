/** A JSON schema of the OpenAPI document, as far as request bodies use it. */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Where a value sits in a body: property names and array indexes. */
export type BodyPath = Array<string | number>;

/** A text field of a body: where it is, and its longest length when the schema has one. */
export interface TextField {
  path: BodyPath;
  maxLength?: number;
}

/** What a plausible body holds for names and formats a schema cannot tell: real ids, a zone, a password. */
export interface PlausibleWorld {
  ownId: string;
  otherMemberId: string;
  friendIds: string[];
  password: string;
}

const schemaOf = (schema: JsonSchema): JsonSchema => schema.anyOf?.find((option) => option.type !== 'null') ?? schema;

/** Every text field of a body, nested ones included (an array's first item stands for all). Enumerations are choices, not text. */
export function textFieldsOf(schema: JsonSchema, path: BodyPath = []): TextField[] {
  const own = schemaOf(schema);
  if (own.type === 'string') return own.enum || own.format === 'binary' ? [] : [{ path, maxLength: own.maxLength }];
  if (own.type === 'array' && own.items) return textFieldsOf(own.items, [...path, 0]);
  if (own.type === 'object')
    return Object.entries(own.properties ?? {}).flatMap(([name, property]) => textFieldsOf(property, [...path, name]));
  return [];
}

// Texts that pass the usual patterns (a colour, a username, a six-digit code), tried in order.
const patternCandidates = ['#3366cc', 'member_name', '123456', 'Hello there'];

function plausibleText(name: string, schema: JsonSchema, world: PlausibleWorld): string {
  const byName: Record<string, string> = {
    time_zone: 'Europe/Berlin',
    email: 'member@example.com',
    login: 'member@example.com',
    password: world.password,
    current_password: world.password,
    user_id: world.ownId,
  };
  if (byName[name]) return byName[name];
  if (schema.format === 'uuid') return world.otherMemberId;
  if (schema.format === 'date') return '2000-01-01';
  // Two dates of one body (start and end) come one day apart, the earlier first.
  if (schema.format === 'date-time') return new Date(Date.now() + (name.startsWith('end') ? 2 : 1) * 86_400_000).toISOString();
  if (schema.pattern) return patternCandidates.find((text) => new RegExp(schema.pattern!).test(text)) ?? 'Hello there';
  return 'Hello there'.padEnd(schema.minLength ?? 0, '.');
}

/**
 * A body that passes the schema as far as it can tell: its required properties, and the ones on
 * `along` (so that a nested field under attack exists), with plausible values.
 */
export function plausibleBody(schema: JsonSchema, world: PlausibleWorld, along: BodyPath = [], name = ''): unknown {
  const own = schemaOf(schema);
  if (own.enum) return own.enum[0];
  switch (own.type) {
    case 'string':
      return plausibleText(name, own, world);
    case 'integer':
    case 'number':
      return own.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array': {
      const ids = /(^|_)ids$/.test(name) ? world.friendIds : undefined;
      const count = Math.max(own.minItems ?? 0, along.length > 0 ? 1 : 0, ids ? Math.min(ids.length, 2) : 0);
      return Array.from({ length: count }, (_, index) => ids?.[index] ?? plausibleBody(own.items ?? {}, world, along.slice(1), name));
    }
    case 'object': {
      const wanted = new Set([...(own.required ?? []), ...(typeof along[0] === 'string' ? [along[0]] : [])]);
      return Object.fromEntries(
        Object.entries(own.properties ?? {})
          .filter(([property]) => wanted.has(property))
          .map(([property, propertySchema]) => [
            property,
            plausibleBody(propertySchema, world, along[0] === property ? along.slice(1) : [], property),
          ]),
      );
    }
    default:
      return null;
  }
}

/** The body with `value` put at `path`. */
export function withValueAt(body: unknown, path: BodyPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  copy[step!] = withValueAt(copy[step!], rest, value);
  return copy;
}
