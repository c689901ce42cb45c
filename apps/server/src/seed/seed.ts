import type { App } from '../app.js';
import { usersOf } from '../modules/users/index.js';
import { joinedBefore } from './demoTime.js';
import { seedAvatars } from './seedAvatars.js';
import { seedConversations } from './seedConversations.js';
import { seedEvents } from './seedEvents.js';
import { seedGraph } from './seedGraph.js';
import { seedMembers } from './seedMembers.js';
import { seedPosts } from './seedPosts.js';

/**
 * Creates the demo network when the network has no member yet, through the modules' own services
 * as members' actions do (docs/demo.md); answers whether it did. The avatars and their portraits
 * are made alongside the rest: their builds run on the avatar build pool's thread.
 */
export async function seedDemoNetwork(app: App, now = Date.now()): Promise<boolean> {
  // The services queue jobs (timelines, reminders, notices): the job queue starts with the server.
  await app.ready();
  const users = usersOf(app);
  if (await users.hasMembers()) return false;
  const joinedAt = new Date(now - joinedBefore);
  const id = await seedMembers(users, now, joinedAt);
  await Promise.all([
    seedAvatars(app, id, joinedAt),
    (async () => {
      await seedGraph(app, id, now);
      await seedPosts(app, id, now);
      await seedEvents(app, id, now);
      await seedConversations(app, id);
    })(),
  ]);
  return true;
}
