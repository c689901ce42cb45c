import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BusMessage } from './busMessage.js';
import { RedisBus } from './redisBus.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe('the Redis bus', () => {
  const namespace = `meshwork:test:${randomBytes(4).toString('hex')}`;
  const buses = [new RedisBus(redisUrl!, namespace), new RedisBus(redisUrl!, namespace)] as const;
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });

  it('stamps strictly increasing 17-digit timetokens and gives every node the same order', async () => {
    const heard: [BusMessage[], BusMessage[]] = [[], []];
    const listener = (into: BusMessage[]) => ({
      message: (message: BusMessage) => into.push(message),
      control: () => undefined,
      gap: () => undefined,
      failed: () => undefined,
    });
    await Promise.all([buses[0].start(listener(heard[0])), buses[1].start(listener(heard[1]))]);
    const draft = (channel: string, data: string) => ({ channel, data, publisherUuid: 'p', messageType: 0 as const });
    const sent = await Promise.all(
      Array.from({ length: 200 }, (_, index) => buses[index % 2]!.publish(draft(`c${index % 3}`, `m${index}`))),
    );
    while (heard[0].length < 200 || heard[1].length < 200) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard[0].map((message) => message.timetoken)).toEqual(heard[1].map((message) => message.timetoken));
    expect(heard[0].every((message, index) => index === 0 || message.timetoken > heard[0][index - 1]!.timetoken)).toBe(true);
    expect(sent.every((message) => /^\d{17}$/.test(message.timetoken.toString()))).toBe(true);
    expect(new Set(sent.map((message) => message.timetoken)).size).toBe(200);
  });

  it('drops a bus message it cannot read and goes on with the next', async () => {
    const unreadable = `meshwork:test:${randomBytes(4).toString('hex')}`;
    const bus = new RedisBus(redisUrl!, unreadable);
    const heard: BusMessage[] = [];
    const failures: unknown[] = [];
    await bus.start({
      message: (message) => heard.push(message),
      control: () => undefined,
      gap: () => undefined,
      failed: (error) => failures.push(error),
    });
    const intruder = new Redis(redisUrl!);
    try {
      await intruder.publish(`${unreadable}:bus`, '17000000000000000 {not json');
      await bus.publish({ channel: 'c', data: 'after', publisherUuid: 'p', messageType: 0 });
      while (heard.length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard.map((message) => message.data)).toEqual(['after']);
      expect(failures).toHaveLength(1);
    } finally {
      intruder.disconnect();
      await bus.close();
    }
  });
});
