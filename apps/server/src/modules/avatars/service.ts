import { apiPaths, avatarsCopy, type AvatarGender, type AvatarSummary, type CreateAvatarBody } from '@meshwork/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { newestFirst } from '../../db/keyset.js';
import type { Db, Transaction } from '../../db/client.js';
import { avatars, type AvatarRow } from '../../db/schema/avatars.js';
import { conflict, notFound } from '../../http/errors.js';
import type { MediaLinks } from '../../media/mediaLinks.js';
import { recordActivity } from '../activity/index.js';
import type { AvatarBuilder } from './buildPool.js';
import type { AvatarFbxFiles } from './fbxFiles.js';
import type { AvatarFiles, AvatarFileBytes } from './files.js';
import { serverLimits } from '../../serverLimits.js';

type AvatarKind = AvatarRow['kind'];

/**
 * Serialises changes to one member's set of avatars (save, default, delete) until the transaction
 * ends: a lock on the member, not on rows, so that it also holds while they have none yet.
 */
async function lockAvatarsOf(tx: Transaction, memberId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`avatars:${memberId}`}))`);
}

const overLimit = () => conflict('avatar_limit', avatarsCopy.avatarLimit(serverLimits.avatarsPerMember));

async function countOf(tx: Db | Transaction, memberId: string): Promise<number> {
  const [{ held } = { held: 0 }] = await tx.select({ held: count() }).from(avatars).where(eq(avatars.memberId, memberId));
  return held;
}

/** Where an avatar's model is served, for whoever may see the avatar. */
export const glbUrlOf = (row: AvatarRow) => `/${row.glbKey}`;

function presentAvatar(row: AvatarRow, fbxUrl: string | null): AvatarSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    gender: row.gender,
    parameters: row.parameters ?? null,
    is_default: row.isDefault,
    glb_url: glbUrlOf(row),
    vrm_url: row.vrmKey ? `/${row.vrmKey}` : null,
    fbx_url: fbxUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** A member's avatars: made on the server from the creator's parameters, listed, chosen as default, deleted. */
export class AvatarService {
  constructor(
    private readonly db: Db,
    private readonly files: AvatarFiles,
    /** Makes the GLB and VRM off the main thread. */
    private readonly build: AvatarBuilder,
    /** Tells the member's friends that their avatar changed (their activity). */
    private readonly announceChange: (memberId: string) => Promise<void>,
    /** Makes an FBX of a GLB off the main thread, and keeps it. */
    private readonly fbx: { files: AvatarFbxFiles; fromGlb: (glb: Uint8Array) => Promise<Uint8Array> },
    private readonly links: MediaLinks,
  ) {}

  /** The avatar as `viewerId` sees it: its owner also gets the signed link of its FBX download. */
  present(row: AvatarRow, viewerId: string): AvatarSummary {
    const fbxUrl = row.memberId === viewerId ? this.links.sign(`/api${apiPaths.avatarFbx.replace(':id', row.id)}`) : null;
    return presentAvatar(row, fbxUrl);
  }

  /** FBX files being made, by avatar: simultaneous downloads of one avatar share one conversion. */
  private readonly fbxInProgress = new Map<string, Promise<Uint8Array>>();

  async find(avatarId: string): Promise<AvatarRow | undefined> {
    const [row] = await this.db.select().from(avatars).where(eq(avatars.id, avatarId));
    return row;
  }

  /** The member's current avatar: their default, when they have one. */
  async defaultOf(memberId: string): Promise<AvatarRow | undefined> {
    const [row] = await this.db
      .select()
      .from(avatars)
      .where(and(eq(avatars.memberId, memberId), eq(avatars.isDefault, true)));
    return row;
  }

  async listOf(memberId: string, kind?: AvatarKind): Promise<AvatarRow[]> {
    const filter = kind ? and(eq(avatars.memberId, memberId), eq(avatars.kind, kind)) : eq(avatars.memberId, memberId);
    return this.db.select().from(avatars).where(filter).orderBy(newestFirst(avatars.createdAt, avatars.id));
  }

  async pageOf(memberId: string, kind: AvatarKind, page: number, perPage: number): Promise<{ rows: AvatarRow[]; total: number }> {
    const filter = and(eq(avatars.memberId, memberId), eq(avatars.kind, kind));
    const rows = await this.db
      .select()
      .from(avatars)
      .where(filter)
      .orderBy(newestFirst(avatars.createdAt, avatars.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(avatars).where(filter);
    return { rows, total };
  }

  /**
   * Builds the avatar's GLB and VRM from the parameters (never from an uploaded model) and keeps
   * them; a member's first avatar becomes their default.
   */
  async create(memberId: string, authorName: string, input: CreateAvatarBody): Promise<AvatarRow> {
    // Checked before the costly build, and again under the lock, where simultaneous saves meet.
    await this.ensureRoom(memberId);
    const name = input.name ?? avatarsCopy.defaultName;
    const files = await this.build(input.parameters, { name, author: authorName });
    return this.keep(memberId, { kind: 'creator', name, gender: input.gender, parameters: input.parameters }, files);
  }

  /** Keeps an avatar made from a photo (its GLB, built by the photo build). */
  async createFromPhoto(memberId: string, gender: AvatarGender, glb: Uint8Array): Promise<AvatarRow> {
    return this.keep(memberId, { kind: 'photo', name: avatarsCopy.photoName, gender, parameters: null }, { glb });
  }

  /** Refuses when the member already keeps as many avatars as allowed. */
  async ensureRoom(memberId: string): Promise<void> {
    if ((await countOf(this.db, memberId)) >= serverLimits.avatarsPerMember) throw overLimit();
  }

  private async keep(
    memberId: string,
    fields: Pick<AvatarRow, 'kind' | 'name' | 'gender' | 'parameters'>,
    files: AvatarFileBytes,
  ): Promise<AvatarRow> {
    const id = crypto.randomUUID();
    const keys = await this.files.store(memberId, id, files);
    try {
      const row = await this.db.transaction(async (tx) => {
        await lockAvatarsOf(tx, memberId);
        const held = await countOf(tx, memberId);
        if (held >= serverLimits.avatarsPerMember) throw overLimit();
        const [inserted] = await tx
          .insert(avatars)
          .values({ id, memberId, ...fields, ...keys, isDefault: held === 0 })
          .returning();
        return inserted!;
      });
      if (row.isDefault) await this.announceChange(memberId);
      await recordActivity(this.db, { actorId: memberId, kind: 'avatar' });
      return row;
    } catch (error) {
      await this.files.delete(keys);
      throw error;
    }
  }

  /**
   * The avatar as binary FBX, for 3D tools: made from its stored GLB on first request and kept, so
   * later downloads read the file.
   */
  async fbxOf(avatar: AvatarRow): Promise<Uint8Array> {
    const stored = await this.fbx.files.find(avatar);
    if (stored) return stored;
    let making = this.fbxInProgress.get(avatar.id);
    if (!making) {
      making = this.makeFbx(avatar).finally(() => this.fbxInProgress.delete(avatar.id));
      this.fbxInProgress.set(avatar.id, making);
    }
    return making;
  }

  private async makeFbx(avatar: AvatarRow): Promise<Uint8Array> {
    const fbx = await this.fbx.fromGlb(await this.fbx.files.glbOf(avatar));
    await this.fbx.files.store(avatar, fbx);
    return fbx;
  }

  /**
   * Switches the member's default under the member's lock, so that simultaneous switches, saves and
   * deletes run one after another and never meet the one-default index.
   */
  async makeDefault(avatar: AvatarRow): Promise<AvatarRow> {
    if (avatar.isDefault) return avatar;
    const made = await this.db.transaction(async (tx) => {
      await lockAvatarsOf(tx, avatar.memberId);
      await tx
        .update(avatars)
        .set({ isDefault: false })
        .where(and(eq(avatars.memberId, avatar.memberId), eq(avatars.isDefault, true)));
      const [row] = await tx.update(avatars).set({ isDefault: true }).where(eq(avatars.id, avatar.id)).returning();
      // Deleted by a call that came first: as if it had never been, and the old default stays.
      if (!row) throw notFound('avatar_not_found', avatarsCopy.avatarNotFound);
      return row;
    });
    await this.announceChange(avatar.memberId);
    await recordActivity(this.db, { actorId: avatar.memberId, kind: 'avatar' });
    return made;
  }

  /**
   * Deletes the avatar and its files; when it was the default (as the database has it under the
   * member's lock, not as the caller read it), the newest remaining one takes its place.
   */
  async delete(avatar: AvatarRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockAvatarsOf(tx, avatar.memberId);
      const [deleted] = await tx.delete(avatars).where(eq(avatars.id, avatar.id)).returning({ isDefault: avatars.isDefault });
      if (!deleted?.isDefault) return;
      const [next] = await tx
        .select({ id: avatars.id })
        .from(avatars)
        .where(eq(avatars.memberId, avatar.memberId))
        .orderBy(newestFirst(avatars.createdAt, avatars.id))
        .limit(1);
      if (next) await tx.update(avatars).set({ isDefault: true }).where(eq(avatars.id, next.id));
    });
    await this.files.delete(avatar);
    await this.fbx.files.delete(avatar);
  }
}
