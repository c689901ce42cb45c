import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { follows, friendships, members, notifications } from '../db/schema/index.js';
import { hashPassword } from '../crypto/secrets.js';
import { ProfileImages } from '../modules/users/images.js';
import { renderInitialsAvatar } from '../storage/avatarImage.js';
import type { FileStorage } from '../storage/fileStorage.js';
import { demoFollows, demoFriendships, demoMembers, demoPassword, demoPendingRequests } from './demoMembers.js';

/** Creates the demo network when the database has no member yet; answers whether it did. */
export async function seedDemoNetwork(db: Db, storage: FileStorage): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(members);
  if ((existing?.value ?? 0) > 0) return false;

  const passwordHash = await hashPassword(demoPassword);
  const images = new ProfileImages(db, storage);
  const now = Date.now();
  const rows = await Promise.all(
    demoMembers.map(async (member, index) => {
      // The id is chosen here so that the picture can go into the member's own folder before the row exists.
      const id = randomUUID();
      return {
        ...member,
        id,
        email: `${member.username}@demo.meshwork.local`,
        passwordHash,
        emailVerifiedAt: new Date(now),
        userImage: await images.store(id, 'profile', await renderInitialsAvatar(member.fullname, member.colour)),
        // Spread last activity so the friends panel shows online, away and offline members.
        lastActiveAt: new Date(now - index * 11 * 60 * 1000),
      };
    }),
  );
  const inserted = await db.insert(members).values(rows).returning({ id: members.id, username: members.username });
  const idOf = new Map(inserted.map((row) => [row.username, row.id]));
  const id = (username: string) => idOf.get(username)!;

  await db.insert(friendships).values([
    ...demoFriendships.map(([a, b]) => ({
      requesterId: id(a),
      addresseeId: id(b),
      status: 'accepted' as const,
      acceptedAt: new Date(now),
    })),
    ...demoPendingRequests.map(([a, b]) => ({ requesterId: id(a), addresseeId: id(b) })),
  ]);
  await db.insert(follows).values(demoFollows.map(([a, b]) => ({ followerId: id(a), followeeId: id(b) })));
  // The bell tells of the waiting requests and the followers, as if they had happened live.
  await db
    .insert(notifications)
    .values([
      ...demoPendingRequests.map(([a, b]) => ({ recipientId: id(b), actorId: id(a), type: 'friend_request' as const })),
      ...demoFollows.map(([a, b]) => ({ recipientId: id(b), actorId: id(a), type: 'follow' as const })),
    ]);
  return true;
}
