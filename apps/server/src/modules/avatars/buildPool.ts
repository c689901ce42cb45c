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
 * Builds avatars' GLB and VRM on worker threads: a build holds its thread for hundreds of
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

  async build(...[parameters, meta]: Parameters<AvatarBuilder>): ReturnType<AvatarBuilder> {
    return this.bounded(() => this.pool.run({ parameters, meta }));
  }

  private async bounded<T>(run: () => Promise<T>): Promise<T> {
    if (this.pending >= this.capacity) throw new AppError(503, 'avatar_builds_busy', avatarsCopy.avatarBuildsBusy);
    this.pending++;
    try {
      return await run();
    } finally {
      this.pending--;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }

  /** An avatar's FBX from its GLB: a few hundred milliseconds of CPU as well, so on the same threads and queue. */
  fbx(...[glb]: Parameters<typeof glbToFbx>): ReturnType<typeof glbToFbx> {
    return this.bounded(() => this.pool.run({ glb }, { name: 'fbx' }));
  }
}
