import { Redis } from 'ioredis';
import type { Bus } from './bus.js';
import { decodeMessage, encodeDraft, type BusListener, type BusMessage, type ControlEvent, type MessageDraft } from './busMessage.js';

/**
 * Stamps the next timetoken from Redis's clock (max(now, last + 1), in 100-ns units) and
 * publishes on the network's one bus channel in the same script: Redis runs scripts one at a time
 * and delivers a channel's messages to each subscriber in publish order, so every node receives
 * every message in timetoken order. Lua numbers are doubles, so the 17-digit timetoken is kept as
 * seconds and a 7-digit fraction.
 */
const stampAndPublish = `
local now = redis.call('TIME')
local seconds = tonumber(now[1])
local fraction = tonumber(now[2]) * 10
local last = redis.call('HMGET', KEYS[1], 's', 'f')
local lastSeconds = tonumber(last[1]) or 0
local lastFraction = tonumber(last[2]) or 0
if seconds < lastSeconds or (seconds == lastSeconds and fraction <= lastFraction) then
  seconds = lastSeconds
  fraction = lastFraction + 1
  if fraction >= 10000000 then
    seconds = seconds + 1
    fraction = 0
  end
end
redis.call('HSET', KEYS[1], 's', seconds, 'f', fraction)
local timetoken = string.format('%d%07d', seconds, fraction)
if ARGV[2] ~= '' then redis.call('PUBLISH', ARGV[1], timetoken .. ' ' .. ARGV[2]) end
return timetoken
`;

const controlPrefix = 'control ';

/** The Redis client name of a node's listening connection on a network's bus. */
export const busSubscriberName = (namespace: string) => `${namespace.replaceAll(/\s/g, '_')}:bus-listener`;

type StampingRedis = Redis & { stampAndPublish(key: string, channel: string, payload: string): Promise<string> };

export class RedisBus implements Bus {
  private readonly commands: StampingRedis;
  private readonly subscriber: Redis;
  private readonly clockKey: string;
  private readonly channel: string;

  /** `namespace` separates networks sharing one Redis (one per database). */
  constructor(url: string, namespace: string) {
    this.commands = new Redis(url, { maxRetriesPerRequest: 2 }) as StampingRedis;
    this.commands.defineCommand('stampAndPublish', { numberOfKeys: 1, lua: stampAndPublish });
    // Named, so that an operator (or a test) can tell the bus's listening connection in CLIENT LIST.
    this.subscriber = new Redis(url, { connectionName: busSubscriberName(namespace) });
    this.clockKey = `${namespace}:clock`;
    this.channel = `${namespace}:bus`;
  }

  async start(listener: BusListener): Promise<bigint> {
    this.subscriber.on('message', (_channel: string, text: string) => {
      try {
        if (text.startsWith(controlPrefix)) return listener.control(JSON.parse(text.slice(controlPrefix.length)) as ControlEvent);
        const space = text.indexOf(' ');
        listener.message(decodeMessage(text.slice(0, space), text.slice(space + 1)));
      } catch (error) {
        // An event handler that throws would end the process: a message nobody can read is dropped.
        listener.failed(error);
      }
    });
    await this.subscriber.subscribe(this.channel);
    // After a reconnect (ioredis resubscribes by itself) messages of the outage may be missing.
    let connectedOnce = false;
    this.subscriber.on('ready', () => {
      if (connectedOnce)
        void this.stamp().then(
          (horizon) => listener.gap(horizon),
          () => undefined,
        );
      connectedOnce = true;
    });
    connectedOnce = this.subscriber.status === 'ready';
    return this.stamp();
  }

  async publish(draft: MessageDraft): Promise<BusMessage> {
    const timetoken = await this.commands.stampAndPublish(this.clockKey, this.channel, encodeDraft(draft));
    return { ...draft, timetoken: BigInt(timetoken) };
  }

  async announce(event: ControlEvent): Promise<void> {
    await this.commands.publish(this.channel, controlPrefix + JSON.stringify(event));
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.commands.disconnect();
  }

  /** A timetoken stamped without a message: every message stamped later is newer. */
  async stamp(): Promise<bigint> {
    return BigInt(await this.commands.stampAndPublish(this.clockKey, this.channel, ''));
  }
}
