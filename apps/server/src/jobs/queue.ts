import { Logger, run, runMigrations, type Runner, type Task, type TaskSpec } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

function graphileLogger(log: FastifyBaseLogger): Logger {
  return new Logger(() => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    log[method]({ job: meta }, message);
  });
}

/**
 * The in-process job queue (graphile-worker) on the product database: jobs survive restarts.
 * Features define their tasks before `start`; `add` is valid once started.
 */
export class JobQueue {
  private readonly tasks: Record<string, Task> = {};
  private runner?: Runner;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  define<Payload>(name: string, handler: (payload: Payload) => Promise<void>): void {
    this.tasks[name] = (payload) => handler(payload as Payload);
  }

  async start(): Promise<void> {
    this.runner = await run({
      pgPool: this.pool,
      taskList: this.tasks,
      concurrency: 2,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: graphileLogger(this.log),
    });
  }

  async add(name: string, payload: object, spec?: TaskSpec): Promise<void> {
    if (!this.runner) throw new Error('The job queue is not started');
    await this.runner.addJob(name, payload, spec);
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
    this.runner = undefined;
  }
}

/** Installs the queue's own schema, e.g. once into a template database. */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool });
}
