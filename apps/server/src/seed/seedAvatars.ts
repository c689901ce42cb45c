import { renderPortrait } from '@meshwork/avatar/node';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { App } from '../app.js';
import { backdated } from '../clock/clock.js';
import { avatarsOf } from '../modules/avatars/index.js';
import { usersOf } from '../modules/users/index.js';
import { publicKeyOf } from '../storage/publicFiles.js';
import { demoAvatars } from './demoAvatars.js';
import { demoFriendships, demoMembers, type DemoUsername } from './demoMembers.js';
import { renderScene } from './demoScenes.js';
import { seededRandom } from './random.js';
import type { DemoIds } from './seedMembers.js';

const avasCircle = new Set<DemoUsername>(['ava', ...demoFriendships.flatMap((pair) => (pair.includes('ava') ? pair : []))]);

/** The size a portrait is drawn at: the users module stores profile pictures at 512 × 512, and this costs half as much. */
const portraitSize = 384;

/**
 * Each demo member's creator avatar (their current one) and, as their profile picture, a portrait
 * drawn from its GLB on their colour, stored as an upload is, and for Ava's circle a cover. The next
 * avatar builds on the avatar build pool while this portrait is drawn; one build at a time, so even
 * a pool without a queue takes them.
 */
export async function seedAvatars(app: App, id: DemoIds, joinedAt: Date): Promise<void> {
  const avatars = avatarsOf(app);
  const users = usersOf(app);
  const random = seededRandom(7);
  // A few scenes drawn once: each member's cover is still a file of its own.
  const covers = await Promise.all((['mountains', 'skyline', 'grid', 'orbs'] as const).map((scene) => renderScene(scene, random)));
  const build = (index: number) => {
    const member = demoMembers[index]!;
    const building = backdated(joinedAt, () => avatars.create(id(member.username), member.fullname, demoAvatars[member.username]));
    // Awaited once the portrait before it is drawn; a failure meanwhile is not an unhandled one.
    building.catch(() => undefined);
    return building;
  };
  let next = build(0);
  for (const [index, member] of demoMembers.entries()) {
    const avatar = await next;
    if (index + 1 < demoMembers.length) next = build(index + 1);
    const file = await app.storage.get(publicKeyOf(avatar.glb_url)!);
    const portrait = await renderPortrait(await buffer(file!.body), { size: portraitSize, background: member.colour });
    const png = await sharp(portrait.rgb, { raw: { width: portrait.width, height: portrait.height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await backdated(joinedAt, async () => {
      await users.changeImage(id(member.username), 'profile', png);
      // A cover costs an upload's re-encoding: Ava's circle has them, the profiles her login visits first.
      if (avasCircle.has(member.username)) await users.changeImage(id(member.username), 'cover', covers[index % covers.length]!);
    });
  }
}
