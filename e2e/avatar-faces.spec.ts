import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { avatarsCopy, defaultAvatarParameters } from '@meshwork/contracts';
import { readFileSync } from 'node:fs';
import { coloursDrawn, cspRefusals, faceDetail, loginInBrowser } from './helpers';
import { freshMember, type FreshMember } from './members';

// Set to write the viewer's picture of the photo avatar into the docs (docs/avatars.md).
const docsPicture = process.env.DOCS_PICTURES ? 'docs/avatars/photo-viewer.png' : undefined;

/** Above an untextured face (about 19 here) and below a photo's (45–50) or a creator face's (about 40). */
const featuredFace = 30;

/** The member's avatar made from the committed test photo, through the API, once its build is done. */
async function photoAvatar(request: APIRequestContext, member: FreshMember) {
  const photo = readFileSync(new URL('../packages/avatar-photo/test/fixtures/astronaut.jpg', import.meta.url));
  const started = await request.post(`/api/avatars/upload-image?token=${member.session.token}`, {
    multipart: {
      user_id: member.session.user_id,
      gender: 'female',
      outputFormat: 'glb',
      file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(started.status()).toBe(202);
  const buildId = (await started.json()).output.id as string;
  const status = async () => (await member.call<{ status: string }>('GET', `/avatars/builds/${buildId}`)).status;
  await expect.poll(status, { timeout: 90_000 }).toBe('done');
}

/** The canvas of the viewer labelled for `name`, once it draws an avatar. */
async function drawnViewer(page: Page, name: string): Promise<Locator> {
  const canvas = page.getByRole('img', { name: avatarsCopy.viewerLabel(name) }).locator('canvas');
  await expect.poll(() => coloursDrawn(canvas), { timeout: 30_000 }).toBeGreaterThan(40);
  return canvas;
}

test("the viewer shows a photo avatar's face and a creator avatar's, and choosing one breaks nothing", async ({ page }) => {
  // Software WebGL (no GPU here) draws slowly; the first photo build also loads the face detector.
  test.setTimeout(240_000);
  const refusals = cspRefusals(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  const member = await freshMember(page.request);
  await photoAvatar(page.request, member);
  await member.call('POST', '/rpm-avatars', { name: 'Studio me', gender: 'agender', parameters: defaultAvatarParameters });
  await loginInBrowser(page, member.credentials);

  // The photo avatar, the member's first and so their avatar, in the profile header and on /avatars.
  await page.goto(`/profile/${member.session.username}`);
  const header = await drawnViewer(page, member.session.nickname);
  await expect.poll(() => faceDetail(header), { timeout: 20_000 }).toBeGreaterThan(featuredFace);
  await page.goto('/avatars');
  const photo = await drawnViewer(page, avatarsCopy.photoName);
  await expect.poll(() => faceDetail(photo), { timeout: 20_000 }).toBeGreaterThan(featuredFace);
  if (docsPicture) await photo.screenshot({ path: docsPicture });

  // Choosing the creator avatar shows it in the viewer instead, which unmounts the photo's.
  await page.getByRole('listitem', { name: 'Studio me' }).getByRole('button', { name: avatarsCopy.makeDefault }).click();
  const creator = await drawnViewer(page, 'Studio me');
  await expect.poll(() => faceDetail(creator), { timeout: 20_000 }).toBeGreaterThan(featuredFace);

  // Choosing the photo avatar again shows it from the file loaded before: a change of avatar loads no file again.
  const fileLoads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.glb')) fileLoads.push(request.url());
  });
  // (It is listed twice: among the saved avatars, first, and among those made from photos.)
  await page.getByRole('listitem', { name: avatarsCopy.photoName }).first().getByRole('button', { name: avatarsCopy.makeDefault }).click();
  const photoAgain = await drawnViewer(page, avatarsCopy.photoName);
  await expect.poll(() => faceDetail(photoAgain), { timeout: 20_000 }).toBeGreaterThan(featuredFace);
  expect(fileLoads).toEqual([]);

  expect(pageErrors).toEqual([]);
  expect(refusals).toEqual([]);
});
