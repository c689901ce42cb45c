import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountCopy, authCopy, instanceCopy, limits, loginCodeCopy, messages, sessionsCopy, authMessages } from '@meshwork/contracts';
import { expectNoSeriousA11yIssues, latestMail, loginInBrowser, linkIn, mailWithSubject, newMember, useTheme, type Theme } from './helpers';

/** A fresh member, registered and verified through the API with the real verification mail. */
async function verifiedMember(request: APIRequestContext) {
  const member = newMember();
  expect((await request.post('/api/auth/register', { data: member })).status()).toBe(201);
  const token = new URL(linkIn(await latestMail(request, member.email), '/auth/verify-email')).searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
  return member;
}

async function logInWithForm(page: Page, login: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The newest mail with this subject, once it has arrived. */
const codeIn = (text: string) => /Your code: (\d{6})/.exec(text)?.[1] ?? '';

// A 1×1 PNG: the server enlarges and re-encodes it as a WebP cover.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('two-factor on, log out, log in: the modal asks for the mailed code and cannot be dismissed', async ({ page }) => {
  const member = await verifiedMember(page.request);
  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);

  await page.goto('/settings');
  const twoFactor = page.getByRole('region', { name: 'Two-factor verification' });
  await twoFactor.getByRole('switch').click();
  await expect(page.getByText('Two-factor verification is on')).toBeVisible();
  await expect(twoFactor.getByRole('switch')).toBeChecked();

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: messages.logout }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await logInWithForm(page, member.username, member.password);
  const modal = page.getByRole('dialog', { name: authMessages.twoFactorTitle });
  await expect(modal).toBeVisible();
  await expect(page.getByText(authMessages.verificationCodeSent)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await page.goBack();
  await expect(modal).toBeVisible();

  const mail = await mailWithSubject(page.request, member.email, 'Your Meshwork verification code');
  await modal.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(codeIn(mail.text));
  await modal.getByRole('button', { name: authMessages.verify }).click();
  await expect(page.getByText(authMessages.verificationSuccessful)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Newsfeed', exact: true })).toBeVisible();
});

test("'Logout for now' leaves the two-factor step for the login page", async ({ page }) => {
  const member = await verifiedMember(page.request);
  const { output } = await (
    await page.request.post('/api/auth/login', { data: { login: member.username, password: member.password } })
  ).json();
  expect((await page.request.post(`/api/authenticator/2fa/state?token=${output.token}`, { data: { enabled: true } })).status()).toBe(200);
  await logInWithForm(page, member.username, member.password);
  await page.getByRole('button', { name: authMessages.logoutForNow }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('forgot password: the mailed link resets it and the new password logs in', async ({ page }) => {
  const member = await verifiedMember(page.request);
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(member.email);
  await page.getByRole('button', { name: authMessages.sendResetLink }).click();
  await expect(page.getByText(authMessages.resetEmailSent)).toBeVisible();

  const mail = await mailWithSubject(page.request, member.email, 'Reset your Meshwork password');
  await page.goto(linkIn(mail, '/reset-password'));
  const submit = page.getByRole('button', { name: authMessages.resetPassword });
  await page.getByLabel(authCopy.newPassword, { exact: true }).fill('Fresh#Start9');
  await expect(submit).toBeDisabled();
  await page.getByLabel(authCopy.repeatPassword, { exact: true }).fill('Fresh#Start9');
  await submit.click();
  await expect(page.getByText(authMessages.passwordResetSuccessful)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await logInWithForm(page, member.username, 'Fresh#Start9');
  await expect(page).toHaveURL(/\/newsfeed$/);
});

test('deactivate in settings, log in to the deactivated page, reactivate back into the shell', async ({ page }) => {
  const member = await verifiedMember(page.request);
  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);
  await page.goto('/settings');

  const deactivate = page.getByRole('region', { name: 'Deactivate account' });
  await expect(deactivate).toContainText('Log in within 30 days and choose Reactivate');
  await deactivate.getByLabel('Your password', { exact: true }).fill(member.password);
  await deactivate.getByRole('button', { name: 'Deactivate account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate your account?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/account-deactivated$/);
  await expect(page.getByText('30 days left')).toBeVisible();
  await page.getByRole('button', { name: authMessages.reactivate }).click();
  const ask = page.getByRole('alertdialog', { name: authMessages.reactivateConfirmTitle });
  await expect(ask).toContainText(authMessages.reactivateConfirmText);
  await ask.getByRole('button', { name: authMessages.reactivate }).click();
  await expect(page.getByText(authMessages.accountReactivated)).toBeVisible();
  await expect(page).toHaveURL(/\/newsfeed$/);
  await expect(page.getByRole('heading', { name: 'Newsfeed', exact: true })).toBeVisible();
});

test('delete in settings with the mailed code: logged out, and the login shows the days left', async ({ page }) => {
  const member = await verifiedMember(page.request);
  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);
  await page.goto('/settings');

  const remove = page.getByRole('region', { name: 'Delete account' });
  await expect(remove).toContainText('deleted for good after 30 days');
  await remove.getByRole('button', { name: 'Email me a deletion code' }).click();
  const mail = await mailWithSubject(page.request, member.email, 'Confirm the deletion of your Meshwork account');
  await remove.getByLabel('Code from the email').fill(codeIn(mail.text));
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/account-deactivated$/);
  await expect(page.getByText('30 days left')).toBeVisible();
});

test('settings update the profile and the cover image', async ({ page }) => {
  const member = await verifiedMember(page.request);
  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Nickname').fill('Nova');
  await profile.getByLabel('Bio', { exact: true }).fill('Builds rooms in XR.');
  await profile.getByLabel('Location').fill('Lisbon');
  await profile.getByRole('button', { name: 'Gaming' }).click();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is updated')).toBeVisible();

  await page
    .getByRole('region', { name: 'Pictures' })
    .locator('input[data-kind="cover"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('Your image is updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your cover' })).toHaveAttribute('src', /^\/files\/members\/.+\/cover-.+\.webp$/);

  await page.reload();
  await expect(profile.getByLabel('Nickname')).toHaveValue('Nova');
  await expect(profile.getByLabel('Bio', { exact: true })).toHaveValue('Builds rooms in XR.');
  await expect(profile.getByRole('button', { name: 'Gaming' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menu')).toContainText(member.username);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the settings page and the two-factor step have no serious accessibility issue (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    const member = await verifiedMember(page.request);
    await logInWithForm(page, member.username, member.password);
    await expect(page).toHaveURL(/\/newsfeed$/);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gaming' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: `.test-results/screens/settings-${theme}.png`, fullPage: true });

    await page.getByRole('region', { name: 'Two-factor verification' }).getByRole('switch').click();
    await expect(page.getByText('Two-factor verification is on')).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await logInWithForm(page, member.username, member.password);
    await expect(page.getByRole('dialog', { name: authMessages.twoFactorTitle })).toBeVisible();
    // A toast fading in or out is briefly low in contrast: scan once it is gone.
    await expect(page.getByText(authMessages.verificationCodeSent)).toBeHidden();
    await expectNoSeriousA11yIssues(page, '[role="dialog"]');
    await page.screenshot({ path: `.test-results/screens/two-factor-modal-${theme}.png` });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: authMessages.twoFactorTitle })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: `.test-results/screens/two-factor-phone-${theme}.png` });
  });
}

test('becoming a creator is a request: an administrator approves it and the profile shows the creator badge', async ({ page, browser }) => {
  const member = await verifiedMember(page.request);
  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Become a creator' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Become a creator' }).click();
  await expect(page.getByText(accountCopy.creatorRequested)).toBeVisible();

  const administration = await browser.newContext();
  const admin = await administration.newPage();
  await loginInBrowser(admin, { login: 'tomas', password: 'Meshwork#2026' });
  await admin.goto('/admin/creator-requests');
  await admin
    .getByRole('listitem')
    .filter({ hasText: `@${member.username}` })
    .getByRole('button', { name: instanceCopy.approve })
    .click();
  await expect(admin.getByText(/ is a creator now$/)).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: `@${member.username}` })).toHaveCount(0);
  await administration.close();

  await page.goto(`/profile/${member.username}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Creator', { exact: true })).toBeVisible();
});

test("where you're logged in: another session is listed, logged out from a phone by keyboard, then everywhere else", async ({
  page,
  browser,
}) => {
  const member = await verifiedMember(page.request);
  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);

  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  await logInWithForm(phonePage, member.username, member.password);
  await expect(phonePage).toHaveURL(/\/newsfeed$/);
  await phonePage.goto('/settings');

  const section = phonePage.getByRole('region', { name: sessionsCopy.title });
  const rows = section.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Safari 17 on iOS 17');
  await expect(rows.first()).toContainText(sessionsCopy.thisDevice);
  await expect(rows.nth(1)).not.toContainText(sessionsCopy.thisDevice);
  await expect(rows.nth(1)).toContainText('127.0.0.1');
  await expectNoSeriousA11yIssues(phonePage);
  await section.screenshot({ path: '.test-results/screens/settings-sessions-phone.png' });

  const logOutDesktop = rows.nth(1).getByRole('button', { name: new RegExp(`^${sessionsCopy.logOut} `) });
  await logOutDesktop.focus();
  await phonePage.keyboard.press('Enter');
  await expect(phonePage.getByText(sessionsCopy.sessionEnded)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(section).toContainText(sessionsCopy.onlyHere);
  await page.goto('/newsfeed');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);
  await phonePage.reload();
  await expect(rows).toHaveCount(2);
  await section.getByRole('button', { name: sessionsCopy.endOthers }).click();
  const confirm = phonePage.getByRole('alertdialog', { name: sessionsCopy.endOthersTitle });
  await expect(confirm).toContainText(sessionsCopy.endOthersDescription);
  await confirm.getByRole('button', { name: sessionsCopy.endOthers }).click();
  await expect(phonePage.getByText(sessionsCopy.otherSessionsEnded)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.goto('/newsfeed');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await phone.close();
});

test('after many failed logins a new browser logs in with the mailed code, and is known from then on', async ({ page }) => {
  const member = await verifiedMember(page.request);
  for (let failure = 0; failure < limits.loginFailuresPerHour; failure++) {
    const response = await page.request.post('/api/auth/login', { data: { login: member.username, password: 'Wrong#Guess1' } });
    expect(response.status()).toBe(401);
  }

  await logInWithForm(page, member.username, member.password);
  await expect(page.getByRole('heading', { name: loginCodeCopy.title })).toBeVisible();
  await expect(page.getByText(authCopy.loginCodeRequired)).toBeVisible();
  const mail = await mailWithSubject(page.request, member.email, 'Your Meshwork login code');
  await page.getByLabel(loginCodeCopy.codeLabel).fill(codeIn(mail.text));
  await page.getByRole('button', { name: loginCodeCopy.submit }).click();
  await expect(page).toHaveURL(/\/newsfeed$/);

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: messages.logout }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);
});

test('two devices that send the same User-Agent are told apart in the sessions list', async ({ page }) => {
  const member = await verifiedMember(page.request);
  const sameAgent = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  for (let device = 0; device < 2; device += 1) {
    const login = await page.request.post('/api/auth/login', {
      data: { login: member.username, password: member.password },
      headers: { 'user-agent': sameAgent },
    });
    expect(login.ok(), await login.text()).toBe(true);
  }
  await logInWithForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/newsfeed$/);
  await page.goto('/settings');

  const rows = page.getByRole('region', { name: sessionsCopy.title }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  const names = await rows.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
  expect(new Set(names).size).toBe(3);
  await expect(rows.filter({ hasText: 'Chrome 131 on Android 10 (1)' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Chrome 131 on Android 10 (2)' })).toHaveCount(1);
});
