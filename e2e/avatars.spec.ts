import { expect, test, type Page } from '@playwright/test';
import { avatarsCopy, defaultAvatarParameters } from '@meshwork/contracts';
import { coloursDrawn, expectNoSeriousA11yIssues, loginInBrowser } from './helpers';
import { freshMember } from './members';

async function saveAvatar(page: Page, name: string) {
  await page.getByLabel(avatarsCopy.nameLabel).fill(name);
  await page.getByRole('button', { name: avatarsCopy.save }).click();
  await expect(page.getByRole('listitem', { name })).toBeVisible({ timeout: 20_000 });
}

test('a member makes avatars in the creator, chooses the default, deletes one and sees it on their profile', async ({ page }) => {
  // Software WebGL (no GPU here) draws the turning preview slowly.
  test.setTimeout(180_000);
  const member = await freshMember(page.request);
  await loginInBrowser(page, member.credentials);
  await page.goto('/avatars');
  await expect(page.getByRole('heading', { name: avatarsCopy.noAvatars })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The preview draws the avatar; options change it and undo takes a change back.
  const preview = page.getByRole('img', { name: avatarsCopy.previewLabel });
  await expect.poll(() => coloursDrawn(preview.locator('canvas')), { timeout: 20_000 }).toBeGreaterThan(40);
  const hair = page.getByRole('group', { name: avatarsCopy.options.hairStyle });
  await hair.getByText(avatarsCopy.values.bob!, { exact: true }).click();
  await expect(hair.getByRole('radio', { name: avatarsCopy.values.bob })).toBeChecked();
  await page.getByRole('button', { name: avatarsCopy.undo }).click();
  await expect(hair.getByRole('radio', { name: avatarsCopy.values[defaultAvatarParameters.hairStyle] })).toBeChecked();
  await page.getByRole('group', { name: avatarsCopy.options.top }).getByText(avatarsCopy.values.jacket!, { exact: true }).click();
  await page.getByRole('region', { name: avatarsCopy.creatorTitle }).getByLabel(avatarsCopy.genderLabel).selectOption('non-binary');

  await saveAvatar(page, 'Studio me');
  const first = page.getByRole('listitem', { name: 'Studio me' });
  await expect(first.getByText(avatarsCopy.isDefault)).toBeVisible();
  await saveAvatar(page, 'Weekend me');
  const second = page.getByRole('listitem', { name: 'Weekend me' });
  await second.getByRole('button', { name: avatarsCopy.makeDefault }).click();
  await expect(second.getByText(avatarsCopy.isDefault)).toBeVisible();
  await expect(first.getByText(avatarsCopy.isDefault)).toBeHidden();

  await first.getByRole('button', { name: avatarsCopy.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: avatarsCopy.delete }).click();
  await expect(first).toBeHidden();
  const saved = await member.call<Array<{ name: string; is_default: boolean; parameters: { top: string } }>>('GET', '/rpm-avatars');
  expect(saved).toMatchObject([{ name: 'Weekend me', is_default: true, parameters: { top: 'jacket' } }]);

  // The profile header shows the default avatar in 3D, from its saved file.
  await page.goto(`/profile/${member.session.username}`);
  const viewer = page.getByRole('img', { name: avatarsCopy.viewerLabel(member.session.nickname) });
  await expect.poll(() => coloursDrawn(viewer.locator('canvas')), { timeout: 20_000 }).toBeGreaterThan(40);
});

test("another member's avatar cannot be made default or deleted", async ({ page }) => {
  const owner = await freshMember(page.request);
  const other = await freshMember(page.request);
  const avatar = await owner.call<{ id: string }>('POST', '/rpm-avatars', { gender: 'female', parameters: defaultAvatarParameters });
  for (const [method, path, data] of [
    ['POST', '/rpm-avatars/default', { avatar_id: avatar.id }],
    ['POST', '/rpm-avatars/delete', { avatar_id: avatar.id }],
    ['GET', `/avatars/delete/${avatar.id}`, undefined],
  ] as const) {
    const response = await page.request.fetch(`/api${path}?token=${other.session.token}`, { method, data });
    expect(response.status(), path).toBe(404);
  }
  expect(await owner.call<unknown[]>('GET', '/rpm-avatars')).toHaveLength(1);
});
