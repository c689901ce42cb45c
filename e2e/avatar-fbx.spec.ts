import { expect, test } from '@playwright/test';
import { avatarsCopy, defaultAvatarParameters } from '@meshwork/contracts';
import { readFile } from 'node:fs/promises';
import { loginInBrowser } from './helpers';
import { freshMember } from './members';

test('a member downloads a saved avatar as an FBX file', async ({ page }) => {
  // The first download converts the avatar on the server's build thread.
  test.setTimeout(120_000);
  const member = await freshMember(page.request);
  await member.call('POST', '/rpm-avatars', { name: 'Studio me', gender: 'agender', parameters: defaultAvatarParameters });
  await loginInBrowser(page, member.credentials);
  await page.goto('/avatars');

  const row = page.getByRole('listitem', { name: 'Studio me' });
  await expect(row.getByRole('link', { name: avatarsCopy.downloadFbx })).toHaveAttribute('title', avatarsCopy.downloadFbxHint);
  const downloading = page.waitForEvent('download', { timeout: 90_000 });
  await row.getByRole('link', { name: avatarsCopy.downloadFbx }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Studio me.fbx');
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 20).toString('latin1')).toBe('Kaydara FBX Binary  ');
  expect(file.readUInt32LE(23)).toBe(7400);
});
