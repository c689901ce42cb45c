import { expect, test } from '@playwright/test';
import { mailCopy, authCopy, authMessages } from '@meshwork/contracts';
import { fillSignUpForm, latestMail, linkIn, loginInBrowser, mailWithSubject, newMember } from './helpers';

test('a new member registers, verifies the email from the mailbox, logs in and lands on the newsfeed', async ({ page }) => {
  const member = newMember();
  await fillSignUpForm(page, member);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'dev mailbox' })).toHaveAttribute('href', new RegExp('^/dev/mailbox'));

  const mail = await latestMail(page.request, member.email);
  await page.goto(linkIn(mail, '/auth/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email or username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/newsfeed$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Meshwork' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Newsfeed', exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your shortcuts' })).toContainText(member.fullname.split(' ')[0] ?? '');
});

test('an unverified member is offered a new verification email', async ({ page }) => {
  const member = newMember();
  const response = await page.request.post('/api/auth/register', { data: member });
  expect(response.status()).toBe(201);
  await page.goto('/auth/login');
  await page.getByLabel('Email or username').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: authCopy.resendVerificationEmail }).click();
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
});

test('an anonymous visitor of / is sent to /auth/login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a logged-in member opening /auth/login is sent to /newsfeed', async ({ page }) => {
  await loginInBrowser(page);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/newsfeed$/);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/newsfeed$/);
});

test('forgot password validates the address and confirms with a toast', async ({ page }) => {
  await page.goto('/forgot-password');
  const submit = page.getByRole('button', { name: authMessages.sendResetLink });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email address').fill('not-an-email');
  await expect(page.getByText(authMessages.invalidEmail)).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email address').fill('ava@demo.meshwork.local');
  await expect(page.getByText(authMessages.invalidEmail)).toBeHidden();
  await submit.click();
  await expect(page.getByText(authMessages.resetEmailSent)).toBeVisible();
  await page.getByRole('link', { name: authMessages.backToLogin }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the reset link from the mail sets a new password', async ({ page }) => {
  const member = newMember();
  expect((await page.request.post('/api/auth/register', { data: member })).status()).toBe(201);
  await page.request.post('/api/auth/verify-email', {
    data: { token: new URL(linkIn(await latestMail(page.request, member.email), '/auth/verify-email')).searchParams.get('token') },
  });
  await page.request.post('/api/auth/forgot-password', { data: { email: member.email } });
  const mail = await mailWithSubject(page.request, member.email, mailCopy.resetPassword.subject);
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel(authCopy.newPassword, { exact: true }).fill('Fresh#Start9');
  await page.getByLabel(authCopy.repeatPassword, { exact: true }).fill('Fresh#Start9');
  await page.getByRole('button', { name: authMessages.resetPassword }).click();
  await expect(page.getByText(authMessages.passwordResetSuccessful)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await page.request.post('/api/auth/login', { data: { login: member.username, password: 'Fresh#Start9' } })).status()).toBe(200);
});
