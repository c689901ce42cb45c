import { describe, expect, it } from 'vitest';
import type { RealtimeAccess } from '../serviceTypes.js';
import { CachedAccess, type Clock } from './cachedAccess.js';

/** A product whose session table the test edits, counting the lookups it answers. */
function productWith(sessions: Map<string, string>) {
  const product = {
    lookups: 0,
    /** When set, a lookup waits for the test to let it finish (a query in flight). */
    gate: undefined as Promise<void> | undefined,
    access: {
      async memberOfAuth(auth) {
        product.lookups += 1;
        const answer = sessions.get(auth ?? '') ?? null;
        await product.gate;
        return answer;
      },
      presenceVisibleTo: async () => new Set<string>(),
      blockedWith: async () => new Set<string>(),
      membershipChannelsOf: async () => new Set<string>(),
    } satisfies RealtimeAccess,
  };
  return product;
}

describe('the cached product answers', () => {
  it('answers a session from memory until its member’s access changes', async () => {
    const sessions = new Map([
      ['token-a', 'ada'],
      ['token-b', 'bob'],
    ]);
    const product = productWith(sessions);
    const cached = new CachedAccess(product.access);
    expect(await cached.memberOfAuth('token-a')).toBe('ada');
    expect(await cached.memberOfAuth('token-b')).toBe('bob');
    expect(await cached.memberOfAuth('token-a')).toBe('ada');
    expect(product.lookups).toBe(2);

    sessions.delete('token-a');
    cached.accessChanged(['ada']);
    expect(await cached.memberOfAuth('token-a')).toBeNull();
    expect(await cached.memberOfAuth('token-b')).toBe('bob');
    expect(product.lookups).toBe(3);
  });

  it('does not keep an answer whose lookup was running when the change arrived', async () => {
    const sessions = new Map([['token-a', 'ada']]);
    const product = productWith(sessions);
    const cached = new CachedAccess(product.access);
    let finishLookup!: () => void;
    product.gate = new Promise((resolve) => (finishLookup = resolve));
    const inFlight = cached.memberOfAuth('token-a');
    // The lookup has read the row; the session ends and the change is announced before it returns.
    sessions.delete('token-a');
    cached.accessChanged(['ada']);
    product.gate = undefined;
    finishLookup();
    expect(await inFlight).toBeNull();
    expect(await cached.memberOfAuth('token-a')).toBeNull();
  });

  it('tells whether a member’s access changed since a mark, and outdates everything when changes may be lost', async () => {
    const product = productWith(new Map([['token-a', 'ada']]));
    const cached = new CachedAccess(product.access);
    const mark = cached.mark();
    expect(cached.changedSince('ada', mark)).toBe(false);
    cached.accessChanged(['bob']);
    expect(cached.changedSince('ada', mark)).toBe(false);
    expect(cached.changedSince('bob', mark)).toBe(true);

    await cached.memberOfAuth('token-a');
    cached.accessChanged(null);
    expect(cached.changedSince('ada', mark)).toBe(true);
    await cached.memberOfAuth('token-a');
    expect(product.lookups).toBe(2);
  });

  it('keeps a session 30 s and an unknown token 5 s, then asks the product again', async () => {
    const product = productWith(new Map([['token-a', 'ada']]));
    const clock: Clock & { ms: number } = { ms: 1000, now: () => clock.ms };
    const cached = new CachedAccess(product.access, clock);
    const lookups = async (ms: number) => {
      clock.ms = ms;
      await cached.memberOfAuth('token-a');
      await cached.memberOfAuth('not-a-session');
      return product.lookups;
    };
    expect(await lookups(1000)).toBe(2);
    expect(await lookups(5999)).toBe(2);
    expect(await lookups(6001)).toBe(3);
    expect(await lookups(11_000)).toBe(3);
    expect(await lookups(31_001)).toBe(5);
  });
});
