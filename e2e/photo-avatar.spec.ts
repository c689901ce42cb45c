import { expect, test, type Page } from '@playwright/test';
import { avatarsCopy, limits } from '@meshwork/contracts';
import { readFileSync } from 'node:fs';
import { coloursDrawn, expectNoSeriousA11yIssues, loginInBrowser } from './helpers';
import { freshMember } from './members';

const fixture = (name: string) => readFileSync(new URL(`../packages/avatar-photo/test/fixtures/${name}`, import.meta.url));

async function choosePhoto(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel(avatarsCopy.photoPick).setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await page.getByRole('button', { name: avatarsCopy.photoMake }).click();
}

test('a photo becomes an avatar: live progress, then the avatar in the viewer, to make current', async ({ page }) => {
  // Software WebGL (no GPU here) draws slowly; the first build also loads the face detector.
  test.setTimeout(180_000);
  const member = await freshMember(page.request);
  await loginInBrowser(page, member.credentials);
  await page.goto('/avatars');
  await expect(page.getByText(avatarsCopy.photoNone)).toBeVisible();
  await page.getByRole('region', { name: avatarsCopy.photoTitle }).getByLabel(avatarsCopy.genderLabel).selectOption('female');
  await choosePhoto(page, 'astronaut.jpg', fixture('astronaut.jpg'));

  const progress = page.getByRole('progressbar', { name: avatarsCopy.photoBuilding });
  await expect(progress).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(avatarsCopy.photoDone)).toBeVisible({ timeout: 60_000 });
  const viewer = page.getByRole('img', { name: avatarsCopy.viewerLabel(avatarsCopy.photoName) }).first();
  await expect.poll(() => coloursDrawn(viewer.locator('canvas')), { timeout: 30_000 }).toBeGreaterThan(40);
  await expectNoSeriousA11yIssues(page);

  // The avatar is listed among the photo avatars, and as the member's first it is already their avatar.
  const listed = page.getByRole('region', { name: avatarsCopy.photoListTitle }).getByRole('listitem', { name: avatarsCopy.photoName });
  await expect(listed.getByText(avatarsCopy.isDefault)).toBeVisible();
  const page1 = await member.call<{ items: Array<{ kind: string; is_default: boolean }> }>('GET', '/realistic-avatars');
  expect(page1.items).toMatchObject([{ kind: 'photo', is_default: true }]);

  // Back on the page later, the finished build is still shown from the status route.
  await page.reload();
  await expect(page.getByText(avatarsCopy.photoDone)).toBeHidden();
  await expect(listed).toBeVisible();
});

test('each photo that cannot become an avatar gets its clear error', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await freshMember(page.request);
  await loginInBrowser(page, member.credentials);
  await page.goto('/avatars');

  await choosePhoto(page, 'notes.jpg', Buffer.from('these are my notes, not a photo'));
  await expect(page.getByText(avatarsCopy.notAnImage)).toBeVisible();

  await choosePhoto(page, 'huge.jpg', Buffer.concat([fixture('astronaut.jpg'), Buffer.alloc(limits.avatarPhotoMaxBytes)]));
  await expect(page.getByText(avatarsCopy.photoTooLarge(10))).toBeVisible();

  await choosePhoto(page, 'landscape.jpg', fixture('no-face.jpg'));
  await expect(page.getByText(avatarsCopy.noFace)).toBeVisible({ timeout: 60_000 });

  await choosePhoto(page, 'friends.jpg', fixture('two-faces.jpg'));
  await expect(page.getByText(avatarsCopy.severalFaces)).toBeVisible({ timeout: 60_000 });
});

test("another member's user_id is refused, and another member's photo avatar cannot be selected or deleted", async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await freshMember(page.request);
  const other = await freshMember(page.request);
  const upload = (token: string, userId: string) =>
    page.request.post(`/api/avatars/upload-image?token=${token}`, {
      multipart: {
        user_id: userId,
        gender: 'male',
        outputFormat: 'glb',
        file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: fixture('astronaut.jpg') },
      },
    });
  const refused = await upload(other.session.token, owner.session.user_id);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(avatarsCopy.notYourUserId);

  const started = await upload(owner.session.token, owner.session.user_id);
  expect(started.status()).toBe(202);
  const buildId = (await started.json()).output.id as string;
  let avatarId = '';
  await expect
    .poll(
      async () => {
        const build = await owner.call<{ status: string; avatar: { id: string } | null }>('GET', `/avatars/builds/${buildId}`);
        avatarId = build.avatar?.id ?? '';
        return build.status;
      },
      { timeout: 60_000 },
    )
    .toBe('done');
  for (const path of [`/realistic-avatars/select?avatar_id=${avatarId}`, `/avatars/delete/${avatarId}`]) {
    const response = await page.request.get(`/api${path}${path.includes('?') ? '&' : '?'}token=${other.session.token}`);
    expect(response.status(), path).toBe(404);
  }
  expect((await owner.call<{ total: number }>('GET', '/realistic-avatars')).total).toBe(1);
});
