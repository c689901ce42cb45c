import { describe, expect, it } from 'vitest';
import { remotePlainText } from './remotePlainText.js';

describe('remote plain text', () => {
  it('drops NUL and other control characters, and collapses whitespace', () => {
    expect(remotePlainText('  Ada\u0000 \u0007Love\tlace\n\r ', 100)).toBe('Ada Love lace');
  });

  it('keeps markup as text: it is never read as HTML', () => {
    expect(remotePlainText('<b>Ada</b> &amp;', 100)).toBe('<b>Ada</b> &amp;');
  });

  it('caps the length in characters without cutting one in two', () => {
    expect(remotePlainText('😀'.repeat(5), 3)).toBe('😀😀😀');
    expect(remotePlainText('x'.repeat(1_000_000), 200)).toHaveLength(200);
  });
});
