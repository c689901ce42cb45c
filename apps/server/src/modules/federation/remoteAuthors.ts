import type { RemoteAuthor } from '@meshwork/contracts';
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remoteActors } from '../../db/schema/federation.js';
import { hostUnderPolicy } from './domains/domainPolicies.js';
import { accountPicturePath } from './media/remotePictures.js';
import { blockedByMember } from './remoteBlocks.js';

/** An account of another server as pages name it: `user@host`, name, picture (its copy here), profile (its actor URI). */
export const presentRemoteAuthor = (
  actor: Pick<typeof remoteActors.$inferSelect, 'id' | 'uri' | 'handle' | 'name' | 'iconUrl'>,
): RemoteAuthor => ({
  handle: actor.handle,
  name: actor.name,
  icon_url: accountPicturePath(actor.id, 'icon', actor.iconUrl),
  profile_url: actor.uri,
});

/** Accounts of other servers as members read of them elsewhere (in notifications). */
export class RemoteAuthors {
  constructor(private readonly db: Db) {}

  async byIds(ids: string[]): Promise<Map<string, RemoteAuthor>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: remoteActors.id,
        uri: remoteActors.uri,
        handle: remoteActors.handle,
        name: remoteActors.name,
        iconUrl: remoteActors.iconUrl,
      })
      .from(remoteActors)
      .where(inArray(remoteActors.id, ids));
    return new Map(rows.map((row) => [row.id, presentRemoteAuthor(row)]));
  }

  /** Whether the account may tell the member anything: not one they blocked, nor of a silenced or suspended server. */
  async mayNotify(remoteActorId: string, memberId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: remoteActors.id })
      .from(remoteActors)
      .where(
        and(
          eq(remoteActors.id, remoteActorId),
          not(blockedByMember(memberId, remoteActors.id)),
          not(hostUnderPolicy(remoteActors.host, ['silence', 'suspend'])),
        ),
      );
    return row !== undefined;
  }
}
