/**
 * A small time-bounded cache with a size cap (oldest entries go first), for answers that may be
 * a little stale: who a session token belongs to, whose presence a member may see.
 */
export class ExpiringCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<Value>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: Value, ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets a key, and a load of it still running: its answer will not be kept, the next read loads again. */
  delete(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** The cached value, or the loaded one (concurrent loads of one key share a promise). */
  async getOrLoad(key: string, load: () => Promise<Value>, ttlMs?: (value: Value) => number): Promise<Value> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const running = this.loading.get(key);
    if (running) return running;
    const pending = load();
    this.loading.set(key, pending);
    try {
      const value = await pending;
      if (this.loading.get(key) === pending) this.set(key, value, ttlMs?.(value));
      return value;
    } finally {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    }
  }
}
