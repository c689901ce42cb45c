import type { RealtimeAccess } from '../context.js';
import { ExpiringCache } from './expiringCache.js';

// A long-poll loop must cost no query per request, so the product's answers are cached per node.
// The product announces every change on the bus (`accessChanged`), which outdates them at once;
// the lifetimes only bound how stale an answer can get when an announcement is lost.
const sessionTtlMs = 30_000;
const unknownSessionTtlMs = 5_000;
const memberTtlMs = 30_000;
const maxEntries = 100_000;
// A change must be remembered longer than any answer loaded before it can live.
const changeMemoryMs = 2 * Math.max(sessionTtlMs, memberTtlMs);

interface Loaded<Value> {
  value: Value;
  /** The change count when the load began. */
  since: number;
}

/**
 * The product's answers (`RealtimeAccess`) cached on this node. Every answer remembers the change
 * count at the moment its load began; an answer about a member whose access changed after that
 * is outdated, even one whose query was still running when the change arrived.
 */
export class CachedAccess {
  private changes = 0;
  private everythingChangedAt = 0;
  private readonly lastChangeOf = new ExpiringCache<number>(changeMemoryMs, maxEntries);
  private readonly sessions = new ExpiringCache<Loaded<string | null>>(sessionTtlMs, maxEntries);
  private readonly friends = new ExpiringCache<Loaded<ReadonlySet<string>>>(memberTtlMs, maxEntries);
  private readonly blocks = new ExpiringCache<Loaded<ReadonlySet<string>>>(memberTtlMs, maxEntries);

  constructor(private readonly access: RealtimeAccess) {}

  /** The member behind a session token, or null (unknown tokens are remembered briefly too). */
  memberOfAuth(auth: string): Promise<string | null> {
    const ttl = (member: string | null) => (member ? sessionTtlMs : unknownSessionTtlMs);
    return this.current(
      this.sessions,
      auth,
      (member) => member,
      () => this.access.memberOfAuth(auth),
      ttl,
    );
  }

  presenceVisibleTo(memberId: string): Promise<ReadonlySet<string>> {
    return this.current(
      this.friends,
      memberId,
      () => memberId,
      () => this.access.presenceVisibleTo(memberId),
    );
  }

  blockedWith(memberId: string): Promise<ReadonlySet<string>> {
    return this.current(
      this.blocks,
      memberId,
      () => memberId,
      () => this.access.blockedWith(memberId),
    );
  }

  /** Outdates every answer about these members (`null`: about anyone, when announcements may have been lost). */
  accessChanged(memberIds: readonly string[] | null): void {
    this.changes += 1;
    if (memberIds === null) this.everythingChangedAt = this.changes;
    else for (const memberId of memberIds) this.lastChangeOf.set(memberId, this.changes);
  }

  /** A mark to take before an authorisation, to ask `changedSince` once it is done. */
  mark(): number {
    return this.changes;
  }

  changedSince(memberId: string, mark: number): boolean {
    return Math.max(this.everythingChangedAt, this.lastChangeOf.get(memberId) ?? 0) > mark;
  }

  private async current<Value>(
    cache: ExpiringCache<Loaded<Value>>,
    key: string,
    memberOf: (value: Value) => string | null,
    load: () => Promise<Value>,
    ttlMs?: (value: Value) => number,
  ): Promise<Value> {
    const read = () =>
      cache.getOrLoad(
        key,
        async () => {
          const since = this.changes;
          return { since, value: await load() };
        },
        ttlMs && ((loaded) => ttlMs(loaded.value)),
      );
    const loaded = await read();
    const member = memberOf(loaded.value);
    if (member === null || !this.changedSince(member, loaded.since)) return loaded.value;
    // Loaded before the member's access changed: this load begins after the change, so it stands.
    cache.delete(key);
    return (await read()).value;
  }
}
