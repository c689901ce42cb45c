import type { VrmMeta } from '@meshwork/avatar/node';
import type { glbToFbx } from '@meshwork/fbx';
import { avatarsCopy, type AvatarParameters } from '@meshwork/contracts';
import { Piscina } from 'piscina';
import { AppError } from '../../http/errors.js';

export interface AvatarBuildSettings {
  /** Threads building at once. */
  threads: number;
  /** Builds that may wait for a thread; one more is refused. */
  queue: number;
}

export type AvatarBuilder = (parameters: AvatarParameters, meta: VrmMeta) => Promise<{ glb: Uint8Array; vrm: Uint8Array }>;

/**
 * Builds avatars' GLB and VRM (and FBX on demand) on worker threads: a build holds its thread for hundreds of
 * milliseconds, which on the main thread would stall every other member's requests. The pool is
 * small and its queue bounded; a save beyond it answers 503 at once rather than waiting without end.
 */
export class AvatarBuildPool {
  private readonly pool: Piscina;
  private readonly capacity: number;
  /** Builds running or waiting. */
  private pending = 0;

  constructor({ threads, queue }: AvatarBuildSettings) {
    this.capacity = threads + queue;
    // Threads start with the first save and stop after a minute idle: a server without saves keeps none.
    this.pool = new Piscina({
      filename: new URL('./buildWorker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      maxQueue: queue,
      idleTimeout: 60_000,
    });
  }

  build(...[parameters, meta]: Parameters<AvatarBuilder>): ReturnType<AvatarBuilder> {
    return this.run({ parameters, meta });
  }

  /** An avatar's FBX from its GLB: a few hundred milliseconds of CPU as well, so on the same threads. */
  fbx(...[glb]: Parameters<typeof glbToFbx>): ReturnType<typeof glbToFbx> {
    return this.run({ glb }, 'fbx');
  }

  private async run<Result>(task: object, name?: string): Promise<Result> {
    if (this.pending >= this.capacity) throw new AppError(503, 'avatar_builds_busy', avatarsCopy.avatarBuildsBusy);
    this.pending++;
    try {
      return (await this.pool.run(task, { name })) as Result;
    } finally {
      this.pending--;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
