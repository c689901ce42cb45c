/** JSON text kept as it is: stored messages are answered byte for byte, without a parse. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** One step of the serialisation: a value still to write, or text (brackets, commas, keys) to write as it is. */
type Step = { value: unknown } | { text: string };

/**
 * JSON.stringify that splices RawJson values in and writes bigints as bare numbers. It keeps its
 * own stack of steps instead of recursing, so no depth of nesting can overflow the call stack.
 * Like JSON.stringify it leaves out undefined fields and writes undefined array items as null.
 */
export function stringifyWithRaw(value: unknown): string {
  const written: string[] = [];
  // Last in, first out: a container pushes its closing bracket, then its members from the last one.
  const steps: Step[] = [{ value }];
  while (steps.length > 0) {
    const step = steps.pop()!;
    if ('text' in step) {
      written.push(step.text);
      continue;
    }
    const current = step.value;
    if (current instanceof RawJson) written.push(current.text);
    else if (typeof current === 'bigint') written.push(current.toString());
    else if (Array.isArray(current)) {
      steps.push({ text: ']' });
      for (let index = current.length - 1; index >= 0; index--) {
        steps.push({ value: current[index] === undefined ? null : current[index] });
        if (index > 0) steps.push({ text: ',' });
      }
      steps.push({ text: '[' });
    } else if (current !== null && typeof current === 'object') {
      const fields = Object.entries(current).filter(([, field]) => field !== undefined);
      steps.push({ text: '}' });
      for (let index = fields.length - 1; index >= 0; index--) {
        const [key, field] = fields[index]!;
        steps.push({ value: field }, { text: `${index > 0 ? ',' : ''}${JSON.stringify(key)}:` });
      }
      steps.push({ text: '{' });
    } else written.push(JSON.stringify(current) ?? 'null');
  }
  return written.join('');
}
