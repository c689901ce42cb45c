import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { JobQueue } from '../../jobs/queue.js';

const task = 'federation-message';

type Handler = (message: unknown) => Promise<void> | void;

/**
 * The host a message delivers to, when it is one delivery (Fedify's `OutboxMessage`: `type`
 * "outbox", its `inbox`); otherwise undefined.
 */
function deliveryHostOf(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, inbox } = message as { type?: unknown; inbox?: unknown };
  if (type !== 'outbox' || typeof inbox !== 'string' || !URL.canParse(inbox)) return undefined;
  return new URL(inbox).host;
}

/**
 * Fedify's message queue on the project's job queue (graphile-worker), so that deliveries and
 * inbox work survive restarts and spread over the nodes. Fedify retries a failed delivery itself
 * by queueing it again with a delay, so each job runs once (`maxAttempts: 1`): a job that also
 * retried would multiply every retry (docs/federation.md).
 */
export class JobQueueMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private handler?: Handler;

  constructor(private readonly jobs: JobQueue) {
    jobs.define<{ message: unknown }>(task, async ({ message }) => {
      // Fedify listens before the job queue starts (see the module): no job runs without a handler.
      if (!this.handler) throw new Error('No federation queue listener');
      await this.handler(message);
    });
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delay = options?.delay?.total({ unit: 'millisecond' }) ?? 0;
    await this.jobs.add(
      task,
      { message },
      {
        maxAttempts: 1,
        runAt: delay > 0 ? new Date(Date.now() + delay) : undefined,
        queueName: this.queueNameOf(message, options?.orderingKey),
      },
    );
  }

  /**
   * Messages of one ordering key run one at a time, in order: a graphile-worker named queue. So do
   * deliveries to one host: a server that never answers holds one worker until the fetch gives up
   * (minutes), never all of them (docs/federation.md, Delivery).
   */
  private queueNameOf(message: unknown, orderingKey: string | undefined): string | undefined {
    if (orderingKey) return `${task}:${orderingKey}`;
    const host = deliveryHostOf(message);
    return host ? `${task}:host:${host}` : undefined;
  }

  /** Hands every message to `handler` until the signal aborts. */
  listen(handler: Handler, options?: MessageQueueListenOptions): Promise<void> {
    this.handler = handler;
    return new Promise((resolve) => {
      if (!options?.signal) return;
      if (options.signal.aborted) return resolve();
      options.signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }
}
