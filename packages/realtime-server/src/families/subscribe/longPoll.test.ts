import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../bus/busMessage.js';
import { Hub } from '../../delivery/hub.js';
import type { Delivery } from '../../delivery/waiter.js';
import type { RealtimeNode } from '../../node.js';
import { longPoll } from './longPoll.js';

const message = (channel: string, timetoken: bigint): BusMessage => ({
  channel,
  timetoken,
  data: `m${timetoken}`,
  publisherUuid: 'p',
  messageType: 0,
});

/** A node whose database answers when the test says so. */
function nodeWithDatabase(horizon: bigint, perChannel = 3) {
  const hub = new Hub(horizon, { recentPerChannel: perChannel, envelopesPerAnswer: 100 }, (error) => {
    throw error;
  });
  let answerDatabase: (rows: Map<string, BusMessage[]>) => void = () => undefined;
  const node = {
    hub,
    messages: { after: () => new Promise<Map<string, BusMessage[]>>((resolve) => (answerDatabase = resolve)) },
  } as unknown as RealtimeNode;
  return { hub, node, answerDatabase: (rows: Map<string, BusMessage[]>) => answerDatabase(rows) };
}

function poll(node: RealtimeNode, cursor: bigint, channels: string[]) {
  const answers: Array<{ deliveries: Delivery[]; cursor: bigint }> = [];
  const routes = new Map(channels.map((channel) => [channel, channel]));
  const waiter = longPoll(
    node,
    { cursor, routes, groups: [], accepts: () => true, seconds: 60 },
    { answer: (deliveries, next) => answers.push({ deliveries, cursor: next }), fail: () => undefined, catchUpFailed: () => undefined },
  );
  return { answers, waiter };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('long-poll catch-up', () => {
  it('answers at once from memory when the buffer reaches back to the cursor', () => {
    const { hub, node } = nodeWithDatabase(100n);
    for (const timetoken of [101n, 102n, 103n]) hub.receive(message('a', timetoken));
    const { answers } = poll(node, 101n, ['a']);
    expect(answers[0]!.deliveries.map((delivery) => delivery.message.timetoken)).toEqual([102n, 103n]);
    expect(answers[0]!.cursor).toBe(103n);
  });

  it('merges the database catch-up with messages that arrive meanwhile: each once, in order', async () => {
    const { hub, node, answerDatabase } = nodeWithDatabase(100n, 2);
    for (const timetoken of [101n, 102n, 103n, 104n]) hub.receive(message('a', timetoken));
    // The buffer kept 103 and 104 only: a cursor of 100 needs the database.
    const { answers } = poll(node, 100n, ['a']);
    hub.receive(message('a', 105n));
    await flush();
    expect(answers).toEqual([]);
    answerDatabase(new Map([['a', [101n, 102n, 103n, 104n, 105n].map((timetoken) => message('a', timetoken))]]));
    await flush();
    expect(answers[0]!.deliveries.map((delivery) => delivery.message.timetoken)).toEqual([101n, 102n, 103n, 104n, 105n]);
  });

  it('holds an up-to-date request and answers the next message live', async () => {
    const { hub, node } = nodeWithDatabase(100n);
    hub.receive(message('a', 101n));
    const { answers } = poll(node, 101n, ['a', 'b']);
    hub.receive(message('c', 102n));
    hub.receive(message('b', 103n));
    hub.receive(message('a', 104n));
    await flush();
    expect(answers).toHaveLength(1);
    expect(answers[0]!.deliveries.map((delivery) => [delivery.message.channel, delivery.message.timetoken])).toEqual([
      ['b', 103n],
      ['a', 104n],
    ]);
    expect(hub.heldCount).toBe(0);
  });

  it('forgets a request answered on shutdown or timeout with its own cursor', () => {
    const { hub, node } = nodeWithDatabase(100n);
    const { answers, waiter } = poll(node, 100n, ['a']);
    hub.answer(waiter, []);
    expect(answers).toEqual([{ deliveries: [], cursor: 100n }]);
    hub.receive(message('a', 101n));
    expect(answers).toHaveLength(1);
  });
});
