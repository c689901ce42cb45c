import { LRUCache } from 'lru-cache';
import type { RealtimeAccess } from '../serviceTypes.js';

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

/** What reads the time for the lifetimes (lru-cache's `perf`): `performance` unless a test steers it. */
export interface Clock {
  now(): number;
}

/**
 * At most `maxEntries` answers of each kind, counted by size so that lru-cache grows its tables
 * with use instead of allocating them for `max` entries at once (17 MB per node). The clock is read
 * at each lookup (cheap) rather than remembered for a millisecond behind a timer.
 */
const bounds = (clock: Clock) => ({ maxSize: maxEntries, sizeCalculation: () => 1, perf: clock, ttlResolution: 0 });

/**
 * The product's answers (`RealtimeAccess`) cached on this node, in lru-cache: concurrent lookups of
 * one key share one load, each answer lives as long as its kind allows, and the least recently
 * used go first past `maxEntries`. Every answer remembers the change count at the moment its load
 * began; an answer about a member whose access changed after that is outdated, even one whose query
 * was still running when the change arrived.
 */
export class CachedAccess {
  private changes = 0;
  private everythingChangedAt = 0;
  private readonly lastChangeOf: LRUCache<string, number>;
  private readonly sessions: LRUCache<string, Loaded<string | null>>;
  private readonly friends: LRUCache<string, Loaded<ReadonlySet<string>>>;
  private readonly blocks: LRUCache<string, Loaded<ReadonlySet<string>>>;
  private readonly memberships: LRUCache<string, Loaded<ReadonlySet<string>>>;

  constructor(
    access: RealtimeAccess,
    private readonly clock: Clock = performance,
  ) {
    this.lastChangeOf = new LRUCache({ ttl: changeMemoryMs, ...bounds(clock) });
    // Unknown tokens are remembered briefly too, so a client retrying a bad token costs few queries.
    this.sessions = this.cacheOf(
      (auth) => access.memberOfAuth(auth),
      (member) => (member ? sessionTtlMs : unknownSessionTtlMs),
    );
    this.friends = this.cacheOf(
      (memberId) => access.presenceVisibleTo(memberId),
      () => memberTtlMs,
    );
    this.blocks = this.cacheOf(
      (memberId) => access.blockedWith(memberId),
      () => memberTtlMs,
    );
    this.memberships = this.cacheOf(
      (memberId) => access.membershipChannelsOf(memberId),
      () => memberTtlMs,
    );
  }

  /** The member behind a session token, or null. */
  memberOfAuth(auth: string): Promise<string | null> {
    return this.current(this.sessions, auth, (member) => member);
  }

  presenceVisibleTo(memberId: string): Promise<ReadonlySet<string>> {
    return this.current(this.friends, memberId, () => memberId);
  }

  blockedWith(memberId: string): Promise<ReadonlySet<string>> {
    return this.current(this.blocks, memberId, () => memberId);
  }

  membershipChannelsOf(memberId: string): Promise<ReadonlySet<string>> {
    return this.current(this.memberships, memberId, () => memberId);
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

  private cacheOf<Value>(load: (key: string) => Promise<Value>, ttlOf: (value: Value) => number): LRUCache<string, Loaded<Value>> {
    return new LRUCache<string, Loaded<Value>>({
      ttl: Math.max(sessionTtlMs, memberTtlMs),
      ...bounds(this.clock),
      // A key deleted while its load runs (`current` outdating it): the load's caller still gets its answer, which is not kept.
      ignoreFetchAbort: true,
      fetchMethod: async (key, _stale, { options }) => {
        const since = this.changes;
        const value = await load(key);
        options.ttl = ttlOf(value);
        return { since, value };
      },
    });
  }

  private async current<Value>(
    cache: LRUCache<string, Loaded<Value>>,
    key: string,
    memberOf: (value: Value) => string | null,
  ): Promise<Value> {
    const loaded = await cache.forceFetch(key);
    const member = memberOf(loaded.value);
    if (member === null || !this.changedSince(member, loaded.since)) return loaded.value;
    // Loaded before the member's access changed: this load begins after the change, so it stands.
    cache.delete(key);
    return (await cache.forceFetch(key)).value;
  }
}
