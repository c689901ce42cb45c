/**
 * The shape every JSON document a member sends must keep: its nesting, its size in keys and
 * elements, and no NUL character (PostgreSQL refuses one in text and jsonb). Checked without
 * recursion, so no document can overflow the stack of the check itself.
 */
export interface JsonShapeLimits {
  /** Deepest nesting of arrays and objects; a bare value is depth 0. */
  maxDepth: number;
  /** Object keys plus array elements in the whole document. */
  maxNodes: number;
}

export const jsonShapeLimits = { maxDepth: 32, maxNodes: 10_000 } as const satisfies JsonShapeLimits;

export type JsonShapeProblem = { kind: 'depth'; path: string } | { kind: 'size'; path: string } | { kind: 'nul'; path: string };

export const jsonShapeMessages = {
  depth: (limit: number) => `Is nested more than ${limit} levels deep`,
  size: (limit: number) => `Has more than ${limit} keys and elements`,
  nul: 'Must not contain a NUL character',
} as const;

export function jsonShapeMessage(problem: JsonShapeProblem, shape: JsonShapeLimits = jsonShapeLimits): string {
  if (problem.kind === 'depth') return jsonShapeMessages.depth(shape.maxDepth);
  if (problem.kind === 'size') return jsonShapeMessages.size(shape.maxNodes);
  return jsonShapeMessages.nul;
}

export const hasNul = (text: string): boolean => text.includes('\u0000');

/** Where a node sits: its key and its parent, so a path is only spelt out for a problem. */
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** The first way `value` breaks the limits, with the dotted path where it does, or null. */
export function jsonShapeProblem(value: unknown, shape: JsonShapeLimits = jsonShapeLimits): JsonShapeProblem | null {
  const pending: Array<{ value: unknown; depth: number; place: Place | null }> = [{ value, depth: 0, place: null }];
  let nodes = 0;
  while (pending.length > 0) {
    const { value: current, depth, place } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasNul(current)) return { kind: 'nul', path: pathOf(place) };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > shape.maxDepth) return { kind: 'depth', path: pathOf(place) };
    const isArray = Array.isArray(current);
    const keys = isArray ? null : Object.keys(current);
    nodes += isArray ? current.length : keys!.length;
    if (nodes > shape.maxNodes) return { kind: 'size', path: pathOf(place) };
    if (isArray) {
      for (let index = 0; index < current.length; index++)
        pending.push({ value: current[index], depth: depth + 1, place: { key: String(index), parent: place } });
      continue;
    }
    for (const key of keys!) {
      const itemPlace = { key, parent: place };
      if (hasNul(key)) return { kind: 'nul', path: pathOf(itemPlace) };
      pending.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1, place: itemPlace });
    }
  }
  return null;
}
