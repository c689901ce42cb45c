import { checkPhoto, PhotoAvatarError, type PhotoProblem } from '@meshwork/avatar-photo';
import { avatarsCopy, type AvatarBuild, type AvatarGender, type AvatarSummary, type avatarOutputFormats } from '@meshwork/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { newestFirst } from '../../db/keyset.js';
import type { Db } from '../../db/client.js';
import { avatarBuilds, type AvatarBuildRow, type AvatarRow } from '../../db/schema/avatars.js';
import { AppError, notFound } from '../../http/errors.js';
import type { AvatarBuildPool } from './buildPool.js';
import type { AvatarService } from './service.js';
import { serverLimits } from '../../serverLimits.js';

type OutputFormat = (typeof avatarOutputFormats)[number];

/** What each problem with a photo tells the member. */
const problemMessages: Record<PhotoProblem | 'build_failed' | 'avatar_builds_busy' | 'avatar_limit', string> = {
  not_an_image: avatarsCopy.notAnImage,
  too_many_pixels: avatarsCopy.photoTooManyPixels,
  no_face: avatarsCopy.noFace,
  several_faces: avatarsCopy.severalFaces,
  build_failed: avatarsCopy.buildFailed,
  avatar_builds_busy: avatarsCopy.avatarBuildsBusy,
  avatar_limit: avatarsCopy.avatarLimit(serverLimits.avatarsPerMember),
};

/** Builds the member follows after leaving the page: those of the last hour. */
const recentBuildsMs = 60 * 60 * 1000;
/** A build takes seconds; one still running after this was lost with the server that ran it. */
const lostBuildMs = 10 * 60 * 1000;

/** A build of a member's own, with the avatar it made as its owner sees it. */
function presentBuild(row: AvatarBuildRow, avatar: AvatarSummary | null, now = Date.now()): AvatarBuild {
  const lost = (row.status === 'queued' || row.status === 'building') && now - row.createdAt.getTime() > lostBuildMs;
  const code = (lost ? 'build_failed' : row.errorCode) as keyof typeof problemMessages | null;
  return {
    id: row.id,
    status: lost ? 'failed' : row.status,
    progress: row.progress,
    error: code ? { code, message: problemMessages[code] ?? avatarsCopy.buildFailed } : null,
    avatar,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Photo avatars: the upload is checked at once (what it is, its pixels, room for one more avatar),
 * then a build on the avatar threads finds the face and makes the GLB while the member watches its
 * progress, published on their user channel and kept in `avatar_builds` for when they come back.
 */
export class PhotoAvatarBuilds {
  constructor(
    private readonly db: Db,
    private readonly avatars: AvatarService,
    private readonly pool: AvatarBuildPool,
    private readonly publish: (memberId: string, build: AvatarBuild) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(memberId: string, photo: Uint8Array, options: { gender: AvatarGender; outputFormat: OutputFormat }): Promise<AvatarBuild> {
    await checkPhoto(photo).catch((error: unknown) => {
      if (!(error instanceof PhotoAvatarError)) throw error;
      throw new AppError(422, error.problem, problemMessages[error.problem], { message: { file: [problemMessages[error.problem]] } });
    });
    await this.avatars.ensureRoom(memberId);
    if (this.pool.full) throw new AppError(503, 'avatar_builds_busy', avatarsCopy.avatarBuildsBusy);
    const [row] = await this.db.insert(avatarBuilds).values({ memberId, outputFormat: options.outputFormat }).returning();
    void this.run(row!, photo, options.gender);
    return presentBuild(row!, null);
  }

  async find(memberId: string, buildId: string): Promise<AvatarBuild> {
    const [row] = await this.db
      .select()
      .from(avatarBuilds)
      .where(and(eq(avatarBuilds.id, buildId), eq(avatarBuilds.memberId, memberId)));
    if (!row) throw notFound('avatar_build_not_found', avatarsCopy.buildNotFound);
    return presentBuild(row, await this.avatarOf(row));
  }

  /** The member's builds of the last hour, newest first: the page picks up one still running. */
  async recentOf(memberId: string): Promise<AvatarBuild[]> {
    const rows = await this.db
      .select()
      .from(avatarBuilds)
      .where(and(eq(avatarBuilds.memberId, memberId), gt(avatarBuilds.createdAt, new Date(Date.now() - recentBuildsMs))))
      .orderBy(newestFirst(avatarBuilds.createdAt))
      .limit(10);
    return Promise.all(rows.map(async (row) => presentBuild(row, await this.avatarOf(row))));
  }

  /** The avatar a build made, as its owner sees it. */
  private async avatarOf(build: AvatarBuildRow): Promise<AvatarSummary | null> {
    const avatar = build.avatarId ? await this.avatars.find(build.avatarId) : undefined;
    return avatar ? this.avatars.present(avatar, build.memberId) : null;
  }

  /** Runs the build to its end; every change is stored, then published, one after another. */
  private async run(build: AvatarBuildRow, photo: Uint8Array, gender: AvatarGender): Promise<void> {
    let changes = Promise.resolve();
    const change = (fields: Partial<AvatarBuildRow>, avatar?: AvatarRow) =>
      (changes = changes.then(async () => {
        try {
          const [row] = await this.db.update(avatarBuilds).set(fields).where(eq(avatarBuilds.id, build.id)).returning();
          // Gone with its member's account: nothing left to tell.
          if (row) await this.publish(build.memberId, presentBuild(row, avatar ? this.avatars.present(avatar, build.memberId) : null));
        } catch (error) {
          this.log.error({ err: error, build: build.id }, 'A photo avatar build’s progress was not recorded');
        }
      }));
    try {
      void change({ status: 'building', progress: 5 });
      const result = await this.pool.buildFromPhoto(photo, gender, (percent) => void change({ progress: Math.min(percent, 99) }));
      if ('problem' in result) {
        await change({ status: 'failed', errorCode: result.problem });
        return;
      }
      const avatar = await this.avatars.createFromPhoto(build.memberId, gender, result.glb);
      // Made now, so the download is ready when the build is done.
      if (build.outputFormat === 'fbx') await this.avatars.fbxOf(avatar);
      await change({ status: 'done', progress: 100, avatarId: avatar.id }, avatar);
    } catch (error) {
      const code = error instanceof AppError && error.code in problemMessages ? error.code : 'build_failed';
      if (code === 'build_failed') this.log.error({ err: error, build: build.id }, 'A photo avatar build failed');
      await change({ status: 'failed', errorCode: code });
    }
  }
}
