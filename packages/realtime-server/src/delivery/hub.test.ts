import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../bus/busMessage.js';
import { Hub } from './hub.js';
import { Waiter, type Delivery } from './waiter.js';

const message = (channel: string, timetoken: bigint): BusMessage => ({
  channel,
  timetoken,
  data: `m${timetoken}`,
  publisherUuid: 'p',
  messageType: 0,
});

/** A hub whose failures are recorded, and held requests on it that record how they ended. */
function hubWithRequests() {
  const failures: string[] = [];
  const hub = new Hub(100n, { recentPerChannel: 10, envelopesPerAnswer: 100 }, (_error, what) => failures.push(what));
  const hold = (
    channel: string,
    behaviour: { accepts?: (message: BusMessage) => boolean; answer?: (deliveries: Delivery[]) => void } = {},
  ) => {
    const ended: { answered?: unknown[]; failed?: unknown } = {};
    const waiter = new Waiter(
      100n,
      new Map([[channel, channel]]),
      [],
      behaviour.accepts ?? (() => true),
      (deliveries) => {
        behaviour.answer?.(deliveries);
        ended.answered = deliveries.map((delivery) => delivery.message.data);
      },
      (error) => (ended.failed = error),
    );
    hub.hold(waiter, 60);
    waiter.catchingUp = false;
    return ended;
  };
  return { hub, hold, failures };
}

const microtasks = () => new Promise((resolve) => setImmediate(resolve));

describe('the hub when the work of one held request fails', () => {
  it('fails that request alone when building its answer throws, and answers the others', async () => {
    const { hub, hold, failures } = hubWithRequests();
    const broken = hold('a', {
      answer: () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    });
    const healthy = hold('a');
    hub.receive(message('a', 101n));
    await microtasks();
    expect(broken.failed).toBeInstanceOf(RangeError);
    expect(healthy.answered).toEqual(['m101']);
    expect(failures).toEqual(['answering a held subscribe failed']);
    expect(hub.heldCount).toBe(0);
  });

  it('fails that request alone when its filter throws, and offers the message to the others', async () => {
    const { hub, hold, failures } = hubWithRequests();
    const broken = hold('a', {
      accepts: () => {
        throw new Error('filter failed');
      },
    });
    const healthy = hold('a');
    hub.receive(message('a', 101n));
    await microtasks();
    expect(broken.failed).toBeInstanceOf(Error);
    expect(healthy.answered).toEqual(['m101']);
    expect(failures).toEqual(['offering a message to a held subscribe failed']);
  });

  it('fails a request whose catch-up cannot be filtered', () => {
    const { hub, failures } = hubWithRequests();
    const ended: { failed?: unknown } = {};
    const waiter = new Waiter(
      100n,
      new Map([['a', 'a']]),
      [],
      () => {
        throw new Error('filter failed');
      },
      () => undefined,
      (error) => (ended.failed = error),
    );
    hub.hold(waiter, 60);
    hub.resume(waiter, [message('a', 101n)]);
    expect(ended.failed).toBeInstanceOf(Error);
    expect(failures).toEqual(['the catch-up of a held subscribe failed']);
    expect(hub.heldCount).toBe(0);
  });
});

describe('the recent memory', () => {
  it('forgets a withdrawn message and keeps the rest', () => {
    const { hub } = hubWithRequests();
    for (const timetoken of [101n, 102n, 103n]) hub.receive(message('a', timetoken));
    hub.recent.withdraw('a', 102n);
    hub.recent.withdraw('b', 101n);
    expect(hub.recent.after('a', 100n).map((kept) => kept.timetoken)).toEqual([101n, 103n]);
  });
});

describe('the hub answering a crowd', () => {
  it('lets other work run between the first answers and the last, and answers every request', async () => {
    const { hub, hold } = hubWithRequests();
    const crowd = Array.from({ length: 2_000 }, () => hold('crowd'));
    const answered = () => crowd.filter((ended) => ended.answered).length;
    hub.receive(message('crowd', 101n));
    // Other work queued now (a publish read from its socket, say) runs while the crowd is being answered.
    const answeredWhenOtherWorkRan = await new Promise<number>((resolve) => setImmediate(() => resolve(answered())));
    expect(answeredWhenOtherWorkRan).toBeGreaterThan(0);
    expect(answeredWhenOtherWorkRan).toBeLessThan(crowd.length);
    while (hub.heldCount) await microtasks();
    expect(crowd.every((ended) => JSON.stringify(ended.answered) === '["m101"]')).toBe(true);
  });
});

describe('the hub’s figures', () => {
  it('counts the held requests and every message handed to a subscriber', async () => {
    const { hub, hold } = hubWithRequests();
    hold('a');
    hold('a');
    hold('b');
    expect(hub.heldCount).toBe(3);
    hub.receive(message('a', 101n));
    hub.receive(message('a', 102n));
    await microtasks();
    expect(hub.heldCount).toBe(1);
    expect(hub.delivered).toBe(4);
  });
});
