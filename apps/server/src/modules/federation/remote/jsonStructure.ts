/**
 * How big a parsed remote document may be before anything walks it. A Mastodon actor has about 150
 * values and a depth under 10; JSON-LD expansion and our own readers recurse, so depth is the stack.
 */
const limits = {
  maxDepth: 64,
  maxValues: 10_000,
  /** Characters in one string or key: the remote HTML cap, above any real post or key. */
  maxStringLength: 100_000,
};

/**
 * What makes a parsed JSON value too large or unsafe to keep, or undefined when it fits. It walks
 * with its own stack, so a hostile nesting cannot overflow the call stack; NUL characters are refused
 * because PostgreSQL text cannot hold them.
 */
export function jsonStructureProblem(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  let values = 1;
  const badString = (text: string) =>
    text.length > limits.maxStringLength
      ? `a string longer than ${limits.maxStringLength} characters`
      : text.includes('\0')
        ? 'a NUL character'
        : undefined;

  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node === 'string') {
      const problem = badString(node);
      if (problem) return problem;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limits.maxDepth) return `nested deeper than ${limits.maxDepth}`;
    const children: unknown[] = Array.isArray(node) ? node : Object.values(node);
    values += children.length;
    if (values > limits.maxValues) return `more than ${limits.maxValues} values`;
    for (const key of Array.isArray(node) ? [] : Object.keys(node)) {
      const problem = badString(key);
      if (problem) return problem;
    }
    for (const child of children) pending.push([child, depth + 1]);
  }
  return undefined;
}
