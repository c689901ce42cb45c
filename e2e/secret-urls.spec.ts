import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import sharp from 'sharp';
import {
  apiPaths,
  avatarsCopy,
  chatCopy,
  defaultAvatarParameters,
  eventsCopy,
  picturesCopy,
  type CalendarEvent,
  type Group,
  type Post,
} from '@meshwork/contracts';
import { dot, openChat } from './chatHelpers';
import { loginInBrowser } from './helpers';
import { befriend, freshMember, type FreshMember } from './members';
import { watchVisibleUrls } from './visibleUrls';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** Sends a picture as the web app's uploads do, with the member's session. */
async function upload(request: APIRequestContext, member: FreshMember, method: 'POST' | 'PUT', path: string) {
  const response = await request.fetch(`/api${path}?token=${member.session.token}`, {
    method,
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: await picture(600, 400) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { output: { id: string } }).output;
}

/** The picture really loaded (the server answered it under the page's security policy). */
const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

test('no address a member can see, copy or open carries their session token, and every picture still shows', async ({ page }) => {
  test.setTimeout(120_000);
  const request = page.request;
  const [ari, bea, cem] = [
    await freshMember(request, 'Ari Author'),
    await freshMember(request, 'Bea Viewer'),
    await freshMember(request, 'Cem Third'),
  ];
  await befriend(ari, bea);
  await befriend(ari, cem);
  // Ari's friends-only post with a picture, an event with a cover, a group with an image; Bea's avatar.
  const image = await upload(request, ari, 'POST', apiPaths.postImages);
  const post = await ari.call<Post>('POST', apiPaths.posts, {
    text: 'Blue hour',
    visibility: 'friends',
    images: [{ id: image.id, alt: 'A blue hour' }],
  });
  const inAWeek = (hours: number) => new Date(Date.now() + 7 * 86_400_000 + hours * 3_600_000).toISOString();
  const event = await ari.call<CalendarEvent>('POST', apiPaths.events, {
    title: 'Lantern walk',
    starts_at: inAWeek(0),
    ends_at: inAWeek(2),
    time_zone: 'Europe/Berlin',
    visibility: 'friends',
  });
  await upload(request, ari, 'PUT', apiPaths.eventCover.replace(':id', event.id));
  const group = await ari.call<Group>('POST', apiPaths.groups, {
    name: 'Night walkers',
    member_ids: [bea.session.user_id, cem.session.user_id],
  });
  await upload(request, ari, 'PUT', apiPaths.groupImage.replace(':id', group.id));
  await bea.call('POST', apiPaths.rpmAvatars, { name: 'Studio me', gender: 'agender', parameters: defaultAvatarParameters });

  // The session of Bea's browser is the secret.
  const { token } = await loginInBrowser(page, bea.credentials);
  const seen = await watchVisibleUrls(page.context(), token);

  // The feed, and the picture opened full size.
  await page.goto('/newsfeed');
  const inFeed = page.getByRole('img', { name: 'A blue hour' });
  await loaded(inFeed);
  await page.getByRole('button', { name: picturesCopy.open('A blue hour') }).click();
  await loaded(page.getByRole('dialog').getByRole('img', { name: 'A blue hour' }));
  await page.keyboard.press('Escape');

  // The post's page, and the gallery's lightbox.
  await page.goto(`/post/${post.id}`);
  await loaded(page.getByRole('img', { name: 'A blue hour' }));
  await page.goto(`/profile/${ari.credentials.login}/gallery`);
  await page.getByRole('button', { name: picturesCopy.open('A blue hour') }).click();
  await loaded(page.getByRole('dialog').getByRole('img', { name: 'A blue hour' }));
  await page.keyboard.press('Escape');

  // A chat with a picture sent, opened full size, and shown again from the history.
  let chat = await openChat(page, ari);
  await chat.getByTestId('attach-image').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: dot });
  const attachment = () => chat.getByRole('button', { name: chatCopy.openImage('dot.png') }).getByRole('img');
  await loaded(attachment());
  await attachment().click();
  await loaded(page.getByRole('dialog', { name: 'dot.png' }).getByRole('img'));
  await page.keyboard.press('Escape');
  await page.reload();
  chat = await openChat(page, ari);
  await loaded(attachment());

  // The group's image.
  await page.goto(`/messages/groups/${group.id}`);
  await loaded(page.locator(`img[src*="/groups/${group.id}/image"]`).first());

  // The avatars page's FBX download link.
  await page.goto('/avatars');
  const fbx = page.getByRole('listitem', { name: 'Studio me' }).getByRole('link', { name: avatarsCopy.downloadFbx });
  await expect(fbx).toHaveAttribute('href', /\.fbx\?/);

  // The event's page with its cover and calendar file, and the list with the cover.
  await page.goto(`/event-calendar/${event.id}`);
  await loaded(page.getByRole('img', { name: eventsCopy.coverAlt('Lantern walk') }));
  await expect(page.getByRole('link', { name: eventsCopy.downloadIcs })).toHaveAttribute('href', /\.ics\?/);
  await page.goto('/event-calendar?view=list');
  await loaded(page.getByRole('link', { name: /Lantern walk/ }).locator('img'));

  expect(seen.leaks).toEqual([]);
  expect(seen.refusals).toEqual([]);
});
