import { LRUCache } from 'lru-cache';

/**
 * What a cache keyed by request URLs may hold, in characters. An entry counts twice its key (a plan
 * keeps again the channels and state its URL names) and a little for its own objects. Counting
 * entries alone would let one member's URLs at the 128 KiB header limit take gigabytes; counted so,
 * they push older entries out.
 */
export const urlKeyedCacheBudget = 64 * 1024 * 1024;

// An entry's own objects, beside what its key names.
const entryOverhead = 512;

/** A cache of `maxEntries` at most, each living `ttlMs`, within `budget` characters (`urlKeyedCacheBudget`). */
export function urlKeyedCache<Value extends object>(options: { ttlMs: number; maxEntries: number; budget: number }) {
  return new LRUCache<string, Value>({
    ttl: options.ttlMs,
    ttlResolution: 0,
    max: options.maxEntries,
    maxSize: options.budget,
    sizeCalculation: (_value, key) => 2 * key.length + entryOverhead,
  });
}
