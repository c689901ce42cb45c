import { expect, test, type Page } from '@playwright/test';
import { reportEntryCopy, roomsCopy } from '@meshwork/contracts';
import config from '../playwright.config';
import { cspRefusals, expectNoSeriousA11yIssues } from './helpers';
import { befriend, freshMember, type FreshMember } from './members';
import { audioArriving, audioBytes, enterFromLobby, mapDot, placeOf, roomBrowserOf } from './roomsHelpers';

// Chromium's fake microphone (a beep) and no permission prompt: voice runs for real between the contexts.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});
const docsPictures = Boolean(process.env.DOCS_PICTURES);

// Each person's context renders WebGL and runs voice until closed: the next journey gets the machine to itself.
test.afterEach(async ({ browser }) => {
  for (const context of browser.contexts()) await context.close();
});

/** The room's 3D view, focusable for the keys that move the viewer. */
const sceneOf = (page: Page) => page.getByRole('application', { name: new RegExp(roomsCopy.controls.slice(0, 20)) });

async function walk(page: Page, key: string, ms: number) {
  await sceneOf(page).focus();
  await page.keyboard.down(key);
  await page.waitForTimeout(ms);
  await page.keyboard.up(key);
}

async function openHomeRoom(page: Page, member: FreshMember, label: string) {
  await page.goto(`/profile/${member.credentials.login}`);
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/rooms\/[0-9a-f-]{36}$/);
}

test('friends meet in a room: they see each other come, move, emote and go, and talk both ways until one mutes', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const [ada, bob] = [await freshMember(page.request, 'Ada Room'), await freshMember(page.request, 'Bob Room')];
  await befriend(ada, bob);
  const adaPage = await roomBrowserOf(browser, ada);
  const bobPage = await roomBrowserOf(browser, bob);
  const refusals = [cspRefusals(adaPage), cspRefusals(bobPage)];

  await openHomeRoom(adaPage, ada, roomsCopy.myRoom);
  await expect(adaPage.getByRole('heading', { name: roomsCopy.homeName(ada.session.nickname) })).toBeVisible();
  await expect(adaPage.getByText(roomsCopy.micReady)).toBeVisible();
  await expect(adaPage.getByText(roomsCopy.inside(0))).toBeVisible();
  await enterFromLobby(adaPage);

  // Bob comes from Ada's profile; the lobby shows Ada inside.
  await openHomeRoom(bobPage, ada, roomsCopy.visitRoom);
  await expect(bobPage.getByText(roomsCopy.inside(1))).toBeVisible();
  await expectNoSeriousA11yIssues(bobPage);
  if (docsPictures) await bobPage.screenshot({ path: 'docs/rooms/lobby.png' });
  await enterFromLobby(bobPage);

  // Each sees the other arrive, on the map and in the list of people.
  await expect(mapDot(adaPage, bob.session.nickname)).toBeVisible({ timeout: 30_000 });
  await expect(mapDot(bobPage, ada.session.nickname)).toBeVisible({ timeout: 30_000 });
  await expect(adaPage.getByRole('tab', { name: `${roomsCopy.people} (2)` })).toBeVisible();

  // Bob walks: Ada sees him where he says he is, within a few centimetres.
  const start = await placeOf(bobPage, bob.session.nickname);
  await walk(bobPage, 'KeyW', 2000);
  await expect
    .poll(async () =>
      Math.hypot(...Object.values(await placeOf(bobPage, bob.session.nickname)).map((v, i) => v - Object.values(start)[i]!)),
    )
    .toBeGreaterThan(0.5);
  await bobPage.waitForTimeout(500);
  const bobSays = await placeOf(bobPage, bob.session.nickname);
  await expect
    .poll(async () => {
      const adaSees = await placeOf(adaPage, bob.session.nickname);
      return Math.hypot(adaSees.x - bobSays.x, adaSees.z - bobSays.z);
    })
    .toBeLessThan(0.05);

  // Bob waves: Ada sees the wave.
  await bobPage.getByRole('button', { name: roomsCopy.emotes }).click();
  await bobPage.getByRole('menuitem', { name: roomsCopy.emoteNames.wave }).click();
  await expect(mapDot(adaPage, bob.session.nickname)).toHaveAttribute('data-emote', 'wave');
  // The wave's peak, a second in.
  if (docsPictures) await adaPage.waitForTimeout(1000).then(() => adaPage.screenshot({ path: 'docs/rooms/lounge.png' }));

  // Voice flows both ways; Bob mutes and his stops while Ada's goes on.
  await expect.poll(() => audioArriving(adaPage), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => audioArriving(bobPage), { timeout: 30_000 }).toBe(true);
  expect((await audioBytes(adaPage)).sent).toBeGreaterThan(0);
  await bobPage.getByRole('button', { name: roomsCopy.mute }).click();
  await expect.poll(() => audioArriving(adaPage)).toBe(false);
  expect(await audioArriving(bobPage)).toBe(true);

  // Bob leaves: he is gone from Ada's room.
  await bobPage.getByRole('link', { name: roomsCopy.leave }).click();
  await expect(mapDot(adaPage, bob.session.nickname)).toHaveCount(0);
  await expect(adaPage.getByRole('tab', { name: `${roomsCopy.people} (1)` })).toBeVisible();
  expect(refusals.flat()).toEqual([]);
});

test('three meet in a room; a stranger cannot enter it; the host removes someone, whose room ends at once', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const [ada, bob, cal, dan] = [
    await freshMember(page.request, 'Ada Host'),
    await freshMember(page.request, 'Bob Guest'),
    await freshMember(page.request, 'Cal Guest'),
    await freshMember(page.request, 'Dan Stranger'),
  ];
  await befriend(ada, bob);
  await befriend(ada, cal);
  const pages = { ada: await roomBrowserOf(browser, ada), bob: await roomBrowserOf(browser, bob), cal: await roomBrowserOf(browser, cal) };
  await openHomeRoom(pages.ada, ada, roomsCopy.myRoom);
  const roomUrl = pages.ada.url();
  await enterFromLobby(pages.ada, false);
  for (const guest of [pages.bob, pages.cal]) {
    await guest.goto(roomUrl);
    await enterFromLobby(guest, false);
  }
  for (const [viewer, others] of [
    [pages.ada, [bob, cal]],
    [pages.bob, [ada, cal]],
    [pages.cal, [ada, bob]],
  ] as const)
    for (const other of others) await expect(mapDot(viewer, other.session.nickname)).toBeVisible({ timeout: 30_000 });

  // A stranger with the link meets the one answer for rooms they may not enter.
  const danPage = await roomBrowserOf(browser, dan);
  await danPage.goto(roomUrl);
  await expect(danPage.getByRole('heading', { name: roomsCopy.roomNotFound })).toBeVisible();

  // The host removes Cal: Cal is told at once, and gone for the others.
  const people = pages.ada.getByRole('region', { name: roomsCopy.people });
  await people.getByRole('button', { name: cal.session.nickname }).click();
  await pages.ada.getByRole('menuitem', { name: roomsCopy.hostRemove(cal.session.nickname) }).click();
  await expect(pages.cal.getByText(roomsCopy.youWereRemoved)).toBeVisible();
  await expect(mapDot(pages.bob, cal.session.nickname)).toHaveCount(0);
  await pages.cal.goto(roomUrl);
  await pages.cal.getByRole('button', { name: roomsCopy.enterWithoutVoice }).click();
  await expect(pages.cal.getByText(roomsCopy.removed)).toBeVisible();

  // Anyone may report someone in the room.
  await pages.bob.getByRole('region', { name: roomsCopy.people }).getByRole('button', { name: ada.session.nickname }).click();
  await pages.bob.getByRole('menuitem', { name: reportEntryCopy.reportMember(ada.session.nickname) }).click();
  await expect(pages.bob.getByRole('dialog', { name: reportEntryCopy.reportMember(ada.session.nickname) })).toBeVisible();
});

test('a room works on a phone and without VR: the stick, the map, the chat', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const eve = await freshMember(page.request, 'Eve Phone');
  const phone = await roomBrowserOf(browser, eve, { phone: true });
  const refusals = cspRefusals(phone);
  await openHomeRoom(phone, eve, roomsCopy.myRoom);
  await enterFromLobby(phone);
  // The 3D scene's code loads and software WebGL draws its first frame.
  await expect(mapDot(phone, eve.session.nickname)).toBeVisible({ timeout: 30_000 });
  if (docsPictures) await phone.screenshot({ path: 'docs/rooms/phone.png' });
  // Nothing wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByRole('button', { name: roomsCopy.enterVr }).click();
  await expect(phone.getByText(roomsCopy.noXr)).toBeVisible();
  await phone.getByRole('tab', { name: roomsCopy.chat }).click();
  await expect(phone.getByRole('region', { name: roomsCopy.chat })).toBeVisible();
  expect(refusals).toEqual([]);
});
