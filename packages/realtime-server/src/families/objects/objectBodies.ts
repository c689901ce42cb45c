import type { CustomFields } from '../../schema/objects.js';
import { objectsError } from './objectsError.js';

/** Size limits of what a set call may store. */
const objectLimits = { maxText: 2048, maxCustomKeys: 100, maxItemsPerChange: 100 } as const;

const bodyError = (message: string, location = 'body') => objectsError(400, message, location, 'body');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `custom`: absent (keep), null (clear) or a flat object of strings, numbers and booleans. */
function customOf(value: unknown, location: string): CustomFields | null | undefined {
  if (value === undefined || value === null) return value;
  if (!isPlainObject(value)) throw bodyError('custom must be an object', location);
  const entries = Object.entries(value);
  if (entries.length > objectLimits.maxCustomKeys)
    throw bodyError(`custom may hold at most ${objectLimits.maxCustomKeys} fields`, location);
  for (const [key, field] of entries) {
    const flat =
      typeof field === 'number'
        ? Number.isFinite(field)
        : typeof field === 'boolean' || (typeof field === 'string' && field.length <= objectLimits.maxText);
    if (!flat) throw bodyError(`custom.${key} must be a string, a number or a boolean`, location);
  }
  return value as CustomFields;
}

function textOf(value: unknown, location: string): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || value.length > objectLimits.maxText)
    throw bodyError(`${location} must be text of at most ${objectLimits.maxText} characters`, location);
  return value;
}

/** The fields a set call changes; fields it leaves out keep their value. */
export interface MetadataChanges<F extends string> {
  text: Partial<Record<F, string | null>>;
  custom?: CustomFields | null;
}

/** The body of set uuid / set channel (protocol §14.3); fields it does not know are ignored. */
export function metadataChangesOf<F extends string>(body: unknown, textFields: readonly F[]): MetadataChanges<F> {
  if (!isPlainObject(body)) throw bodyError('Data cannot be empty');
  const text: Partial<Record<F, string | null>> = {};
  for (const field of textFields) {
    const value = textOf(body[field], field);
    if (value !== undefined) text[field] = value;
  }
  const custom = customOf(body.custom, 'custom');
  return { text, ...(custom !== undefined ? { custom } : {}) };
}

/** One membership to set: the other side's id and the membership's own fields. */
export interface MembershipItem {
  id: string;
  custom?: CustomFields | null;
  status?: string | null;
  type?: string | null;
}

/**
 * The PATCH body of memberships (`side` channel) or members (`side` uuid). The SDK sends removals
 * under `delete`, others under `remove`: both count (protocol §14.3).
 */
export function membershipChangesOf(body: unknown, side: 'channel' | 'uuid'): { set: MembershipItem[]; remove: string[] } {
  if (!isPlainObject(body)) throw bodyError('the body must be a JSON object');
  const itemsOf = (key: string): MembershipItem[] => {
    const list = body[key] ?? [];
    if (!Array.isArray(list)) throw bodyError(`${key} must be a list`, key);
    if (list.length > objectLimits.maxItemsPerChange)
      throw bodyError(`${key} may hold at most ${objectLimits.maxItemsPerChange} items`, key);
    return list.map((item: unknown, index) => {
      const location = `${key}[${index}]`;
      const target = isPlainObject(item) ? item[side] : undefined;
      const id = isPlainObject(target) ? target.id : undefined;
      if (typeof id !== 'string' || !id || id.includes(',') || id.length > objectLimits.maxText)
        throw bodyError(`${location}.${side}.id must be a non-empty ${side} id`, location);
      const fields = item as Record<string, unknown>;
      return {
        id,
        custom: customOf(fields.custom, `${location}.custom`),
        status: textOf(fields.status, `${location}.status`),
        type: textOf(fields.type, `${location}.type`),
      };
    });
  };
  return { set: itemsOf('set'), remove: [...itemsOf('remove'), ...itemsOf('delete')].map((item) => item.id) };
}
