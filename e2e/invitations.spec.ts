import { expect, test } from '@playwright/test';
import { authCopy, instanceCopy } from '@meshwork/contracts';
import { fillSignUpForm, latestMail, linkIn, loginInBrowser, newMember } from './helpers';
import { adminSettings } from './members';

const tomas = { login: 'tomas', password: 'Meshwork#2026' };

test('an administrator makes an invitation, copies its code, and a new person signs up with it', async ({ browser, request }) => {
  // The e2e server is shared by every test: the settings are put back whatever happens here.
  const before = await adminSettings(request);
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    const page = await context.newPage();
    await loginInBrowser(page, tomas);
    await page.goto('/admin/settings');
    await page.getByLabel(instanceCopy.modeLabel).selectOption('invitation');
    await page.getByRole('button', { name: instanceCopy.save }).click();
    await expect(page.getByText(instanceCopy.settingsSaved)).toBeVisible();
    await page.getByRole('link', { name: instanceCopy.invitationsLink }).click();

    await expect(page.getByRole('heading', { name: instanceCopy.invitationsTitle, level: 1 })).toBeVisible();
    const note = `For ${newMember().username}`;
    await page.getByLabel(instanceCopy.maxUsesLabel).fill('1');
    await page.getByLabel(instanceCopy.expiryLabel).selectOption({ label: instanceCopy.expiryChoices['1'] });
    await page.getByLabel(instanceCopy.noteLabel).fill(note);
    await page.getByRole('button', { name: instanceCopy.createInvitation }).click();

    const shown = page.getByRole('region', { name: instanceCopy.newCodeTitle });
    await expect(shown.getByText(instanceCopy.newCodeWarning)).toBeVisible();
    await shown.getByRole('button', { name: instanceCopy.copyCode }).click();
    await expect(page.getByText(instanceCopy.codeCopied)).toBeVisible();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    await expect(shown.getByTestId('invitation-code')).toHaveText(code);
    const row = page.getByRole('listitem').filter({ hasText: note });
    await expect(row.getByText(instanceCopy.invitationStates.active)).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    const member = newMember();
    await fillSignUpForm(visitor, member);
    await visitor.getByLabel(authCopy.invitationLabel).fill(code);
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await visitor.goto(linkIn(await latestMail(visitor.request, member.email), '/auth/verify-email'));
    await expect(visitor.getByRole('heading', { name: 'Email verified' })).toBeVisible();

    // Its one use is spent: the list says so, and the code is nowhere on the page once dismissed.
    await shown.getByRole('button', { name: instanceCopy.doneWithCode }).click();
    await page.reload();
    await expect(row.getByText(instanceCopy.invitationStates.used_up)).toBeVisible();
    await expect(row.getByText(instanceCopy.invitationUses(1, 1))).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
  } finally {
    await context.close();
    await adminSettings(request, before);
  }
});
