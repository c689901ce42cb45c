import {
  Logger,
  parseCronItems,
  run,
  runMigrations,
  type CronItem,
  type Job,
  type Runner,
  type Task,
  type TaskSpec,
} from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { withoutQueryValues } from '../http/errorSerializer.js';

/** What a log line tells about a job: never its payload nor its last error, which may hold member data. */
function jobSummary(job: Job) {
  return { id: job.id, task: job.task_identifier, attempts: job.attempts, maxAttempts: job.max_attempts };
}

function graphileLogger(log: FastifyBaseLogger): Logger {
  return new Logger(() => (level, message, meta = {}) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    const { error, job, failure, ...context } = meta as { error?: unknown; job?: Job; failure?: boolean };
    const fields = { ...context, ...(job ? jobSummary(job) : {}) };
    if (error === undefined) return log[method]({ job: fields }, message);
    // graphile's text of a failed task repeats the error's message and stack: the `err` serializer logs them without query values.
    const text = failure && job ? `Task ${job.task_identifier} failed (attempt ${job.attempts} of ${job.max_attempts})` : message;
    log[method]({ err: error, job: fields }, withoutQueryValues(text, error));
  });
}

/**
 * The in-process job queue (graphile-worker) on the product database: jobs survive restarts.
 * Features define their tasks (and schedules) before `start`; `add` is valid once started.
 */
export class JobQueue {
  private readonly tasks: Record<string, Task> = {};
  private readonly schedules: CronItem[] = [];
  private runner?: Runner;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  define<Payload>(name: string, handler: (payload: Payload) => Promise<void>): void {
    this.tasks[name] = (payload) => handler(payload as Payload);
  }

  /**
   * Runs a defined task on a crontab schedule (UTC). graphile-worker records each tick in the
   * database, so with several nodes it runs once per tick, not once per node.
   */
  recurring(task: string, schedule: string): void {
    this.schedules.push({ task, match: schedule, identifier: task });
  }

  /** The recurring tasks and their crontab schedules, as features defined them. */
  recurringTasks(): Array<{ task: string; schedule: string }> {
    return this.schedules.map(({ task, match }) => ({ task, schedule: String(match) }));
  }

  async start(): Promise<void> {
    this.runner = await run({
      pgPool: this.pool,
      taskList: this.tasks,
      parsedCronItems: parseCronItems(this.schedules),
      concurrency: 2,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: graphileLogger(this.log),
    });
  }

  /** Queues a job and answers its row as the database now holds it (a keyed job's may be an earlier one's, updated). */
  async add(name: string, payload: object, spec?: TaskSpec): Promise<Job> {
    if (!this.runner) throw new Error('The job queue is not started');
    return this.runner.addJob(name, payload, spec);
  }

  /** How many jobs wait (due, not taken), are scheduled for later, or run, read from graphile-worker's `jobs` view. */
  async depth(): Promise<{ waiting: number; scheduled: number; running: number }> {
    const { rows } = await this.pool.query<{ waiting: number; scheduled: number; running: number }>(
      `select count(*) filter (where locked_at is null and run_at <= now())::int as waiting,
        count(*) filter (where locked_at is null and run_at > now())::int as scheduled,
        count(*) filter (where locked_at is not null)::int as running
      from graphile_worker.jobs`,
    );
    return rows[0]!;
  }

  /** Cancels the pending job of this key, if any (graphile-worker leaves a running one be). */
  async remove(jobKey: string): Promise<void> {
    await this.pool.query('select graphile_worker.remove_job($1)', [jobKey]);
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
