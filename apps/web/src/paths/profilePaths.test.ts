import { describe, expect, it } from 'vitest';
import { composeParam, writeOnTimelinePath } from './profilePaths';

describe('writeOnTimelinePath', () => {
  it('opens the member’s timeline with the composer asked for', () => {
    const url = new URL(writeOnTimelinePath('ana.b'), 'http://localhost');
    expect(url.pathname).toBe('/profile/ana.b');
    expect(url.searchParams.get(composeParam)).toBe('1');
  });
});
