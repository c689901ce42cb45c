import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestPool } from '../../test/database.js';
import { limits } from '../limits.js';
import { PresenceStore } from './presenceStore.js';
import { PresenceTracker, type PresenceEvent } from './presenceTracker.js';

const pool = useTestPool(10);

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The store's `markPresent`, counted: how many statements, and the most in flight at once. */
function countedStore() {
  const store = new PresenceStore(pool(), limits.presenceTimeoutDefault);
  const markPresent = store.markPresent.bind(store);
  const counts = { statements: 0, inFlight: 0, mostInFlight: 0 };
  store.markPresent = async (writes) => {
    counts.statements++;
    counts.mostInFlight = Math.max(counts.mostInFlight, ++counts.inFlight);
    try {
      return await markPresent(writes);
    } finally {
      counts.inFlight--;
    }
  };
  return { store, counts };
}

describe('presence of a crowd arriving', () => {
  it('is written one batch at a time, what arrives meanwhile joining the next batch, and every client is present', async () => {
    const { store, counts } = countedStore();
    const joins: string[] = [];
    const emit = async (_channel: string, event: PresenceEvent) => void joins.push(...('uuid' in event ? [event.uuid] : []));
    const interval = { announceMax: 100_000, intervalSeconds: 10, listUuids: true, maxListBytes: 30_000 };
    const tracker = new PresenceTracker(store, emit, async () => undefined, silentLog, interval);
    try {
      const turns = 40;
      const perTurn = 25;
      // As subscribe requests come in: a few each turn of the event loop, turn after turn.
      for (let turn = 0; turn < turns; turn++) {
        for (let index = 0; index < perTurn; index++) tracker.arrive(`u-${turn}-${index}`, ['crowd'], undefined, {}, true);
        await nextTurn();
      }
      await expect.poll(() => joins.length === turns * perTurn, { message: 'every join announced' }).toBeTruthy();
      expect((await store.occupancy(['crowd'])).get('crowd')).toBe(turns * perTurn);
      expect(counts.mostInFlight).toBe(1);
      expect(counts.statements).toBeLessThan(turns);
    } finally {
      tracker.stop();
    }
  });
});
