import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ApiSuccess, AuthSession } from '@meshwork/contracts';

/** A demo login the seeded server always has; Ava has friends, followers and followings. */
export const demoCredentials = { login: 'ava', password: 'Meshwork#2026' };

let memberCount = 0;

/** A member nobody has registered yet, unique per run. */
export function newMember() {
  memberCount += 1;
  const username = `e2e_${Date.now().toString(36)}_${memberCount}`;
  return { fullname: 'Eve Tester', username, email: `${username}@example.test`, password: 'Meshwork#2026' };
}

/** Fills the sign-up form's own fields; a sign-up mode's extra field and the button are the caller's. */
export async function fillSignUpForm(page: Page, member: ReturnType<typeof newMember>): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill(member.fullname);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
}

export async function apiLogin(request: APIRequestContext, credentials = demoCredentials): Promise<AuthSession> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as ApiSuccess<AuthSession>).output;
}

/** Logs in through the API and hands the session to the page the way the web app stores it. */
export async function loginInBrowser(page: Page, credentials = demoCredentials): Promise<AuthSession> {
  const session = await apiLogin(page.request, credentials);
  await page.goto('/404');
  await page.evaluate((value) => localStorage.setItem('meshwork.session', JSON.stringify(value)), session);
  return session;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest mail to `to` in the dev outbox, waiting a little for it to be sent. */
export async function latestMail(request: APIRequestContext, to: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect(async () => {
    const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.status()).toBe(200);
    mail = ((await response.json()) as ApiSuccess<{ items: Mail[] }>).output.items[0];
    expect(mail).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return mail as Mail;
}

/** The newest mail to `to` once it has this subject (a mail queued as a job arrives a moment after the answer). */
export async function mailWithSubject(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  await expect.poll(async () => (await latestMail(request, to)).subject, { timeout: 10_000 }).toBe(subject);
  return latestMail(request, to);
}

/** The first link in a mail that leads to `pathname`. */
export function linkIn(mail: Mail, pathname: string): string {
  const link = `${mail.text} ${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => new URL(url).pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in mail "${mail.subject}"`);
  return link.replaceAll('&amp;', '&');
}

/** The page's Content-Security-Policy refusals as the browser reports them on the console: a test expects none. */
export function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  return refusals;
}

export type Theme = 'light' | 'dark';

/** Follows the system theme, as a first visit does. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
}

/**
 * Runs axe on the page and fails on any serious or critical violation, naming the nodes. Motion is
 * turned off first (the app honours prefers-reduced-motion), so a colour caught mid-transition
 * cannot fail the contrast check. `within` scans one part only: a modal dialog, whose page behind
 * is inert under its scrim (and holds whatever other tests posted meanwhile), once it shows.
 */
export async function expectNoSeriousA11yIssues(page: Page, within?: string): Promise<void> {
  // The part scanned may still be loading (a lazy dialog): axe finds nothing to include before it shows.
  if (within) await expect(page.locator(within).first()).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A dialog popping in or a toast fading is briefly low in contrast: scan what stays on screen.
  // (Endless ones, a spinner's, are left running.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (within ? axe.include(within) : axe).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

/** How many colours a viewer's canvas shows: an empty scene is a few flat tones, an avatar many. */
export async function coloursDrawn(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 16) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  });
}

/**
 * How much the face of a head-and-shoulders viewer varies: the standard deviation of luminance
 * (0–255) in a box on the face. The portrait camera frames every avatar alike, and a canvas shows
 * as much height whatever its width, so the box is placed in units of the canvas's height. An
 * untextured face is one lit colour (a few units); a photo, or a creator face's eyes, brows and
 * mouth, vary several times more.
 */
export async function faceDetail(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const side = Math.round(element.height * 0.2);
    const left = Math.round(element.width / 2 - element.height * 0.05 - side / 2);
    const top = Math.round(element.height * 0.38 - side / 2);
    const copy = document.createElement('canvas');
    copy.width = side;
    copy.height = side;
    const context = copy.getContext('2d')!;
    context.drawImage(element, left, top, side, side, 0, 0, side, side);
    const { data } = context.getImageData(0, 0, side, side);
    const luminances: number[] = [];
    for (let i = 0; i < data.length; i += 4) luminances.push(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
    const mean = luminances.reduce((sum, value) => sum + value, 0) / luminances.length;
    return Math.sqrt(luminances.reduce((sum, value) => sum + (value - mean) ** 2, 0) / luminances.length);
  });
}

/**
 * Opens a menu from its trigger and chooses an item. A menu's first opening loads its code and swaps
 * the placeholder trigger for the real one; on a loaded machine the menu now and then stays where
 * Radix puts it before it has measured, off screen (docs/decisions.md, "Menus that open off
 * screen"). A person clicks the trigger again, and so does this.
 */
export async function chooseFromMenu(page: Page, trigger: Locator, item: string): Promise<void> {
  const choice = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (await choice.isVisible()) await page.keyboard.press('Escape');
    await trigger.click();
    await expect(choice).toBeInViewport({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}
