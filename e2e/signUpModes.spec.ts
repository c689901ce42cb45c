import { expect, test } from '@playwright/test';
import { instanceCopy, authCopy } from '@meshwork/contracts';
import { fillSignUpForm, latestMail, linkIn, loginInBrowser, newMember } from './helpers';
import { adminSettings } from './members';

const tomas = { login: 'tomas', password: 'Meshwork#2026' };
test('sign-up in approval mode waits for an administrator', async ({ page, browser, request }) => {
  // The e2e server is shared by every test: the settings are put back whatever happens here.
  const before = await adminSettings(request);
  try {
    await loginInBrowser(page, tomas);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: instanceCopy.settingsTitle, level: 1 })).toBeVisible();
    await page.getByLabel(instanceCopy.modeLabel).selectOption('approval');
    await page.getByLabel(instanceCopy.questionSettingLabel).fill('Who invited you here?');
    await page.getByRole('button', { name: instanceCopy.save }).click();
    await expect(page.getByText(instanceCopy.settingsSaved)).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    const member = newMember();
    await fillSignUpForm(visitor, member);
    await visitor.getByLabel('Who invited you here?').fill('Tomas, at the allotment');
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(visitor.getByText(authCopy.approvalNote)).toBeVisible();

    await visitor.goto(linkIn(await latestMail(visitor.request, member.email), '/auth/verify-email'));
    await expect(visitor.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    const logIn = async () => {
      await visitor.goto('/auth/login');
      await visitor.getByLabel('Email or username').fill(member.username);
      await visitor.getByLabel('Password', { exact: true }).fill(member.password);
      await visitor.getByRole('button', { name: 'Log in' }).click();
    };
    await logIn();
    await expect(visitor.getByText(authCopy.awaitingApproval)).toBeVisible();
    await expect(visitor).toHaveURL(/\/auth\/login$/);

    await page.goto('/admin/sign-ups');
    const row = page.getByRole('listitem').filter({ hasText: `@${member.username}` });
    await expect(row.getByText('Tomas, at the allotment')).toBeVisible();
    await row.getByRole('button', { name: instanceCopy.approve }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: instanceCopy.approve }).click();
    await expect(page.getByText(instanceCopy.signUpApproved('Eve'))).toBeVisible();
    await expect(row).toHaveCount(0);

    await logIn();
    await expect(visitor).toHaveURL(/\/newsfeed$/);
  } finally {
    await adminSettings(request, before);
  }
});
