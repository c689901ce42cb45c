/**
 * A `like` pattern, where `*` matches any text (none included) and every other character itself,
 * without case. Matching takes time linear in the text: the parts between stars are found left to
 * right, each at its first place after the previous one, which is always right when `*` is the only
 * wildcard (the first place leaves the most room for the rest). No regular expression, so no
 * backtracking.
 */
export class WildcardPattern {
  private readonly parts: string[];

  constructor(pattern: string) {
    this.parts = pattern.toLowerCase().split('*');
  }

  matches(text: string): boolean {
    const subject = text.toLowerCase();
    const { parts } = this;
    const first = parts[0]!;
    if (parts.length === 1) return subject === first;
    const last = parts[parts.length - 1]!;
    if (first.length + last.length > subject.length || !subject.startsWith(first) || !subject.endsWith(last)) return false;
    // The middle parts must fit, in order, between the first part and the last one.
    let from = first.length;
    const end = subject.length - last.length;
    for (let index = 1; index < parts.length - 1; index++) {
      const part = parts[index]!;
      const found = subject.indexOf(part, from);
      if (found === -1 || found + part.length > end) return false;
      from = found + part.length;
    }
    return true;
  }
}
