import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  apiPaths,
  chatCopy,
  groupsCopy,
  notificationPhraseOf,
  quotedExcerpt,
  socialCopy,
  type Group,
  chatComposerMessages,
} from '@meshwork/contracts';
import { dot } from './chatHelpers';
import { loginInBrowser } from './helpers';
import { befriend, freshMember, type FreshMember } from './members';

/** Ada and her two friends Bob and Cal, fresh for one test. */
async function adaAndTwoFriends(page: Page, surname: string): Promise<[FreshMember, FreshMember, FreshMember]> {
  const ada = await freshMember(page.request, `Ada ${surname}`);
  const [bob, cal] = [await freshMember(page.request, `Bob ${surname}`), await freshMember(page.request, `Cal ${surname}`)];
  await befriend(ada, bob);
  await befriend(ada, cal);
  return [ada, bob, cal];
}

async function signedInPage(browser: Browser, member: FreshMember): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginInBrowser(page, member.credentials);
  return page;
}

const say = async (page: Page, text: string) => {
  const input = page.getByPlaceholder(chatComposerMessages.chatInputPlaceholder);
  await input.fill(text);
  await input.press('Enter');
};

test('a group of three exchanges messages live, and a removed member stops receiving them', async ({ browser, page }) => {
  const [ada, bob, cal] = await adaAndTwoFriends(page, 'Group');
  await loginInBrowser(page, ada.credentials);

  // Ada starts the group from /messages, picking her friends from the searchable checklist.
  await page.goto('/messages');
  await page.getByRole('button', { name: groupsCopy.newGroup }).click();
  const dialog = page.getByRole('dialog', { name: groupsCopy.newGroup });
  await dialog.getByLabel(groupsCopy.nameLabel).fill('Climbing trip');
  await dialog.getByRole('searchbox', { name: groupsCopy.searchFriends }).fill('Bob');
  await dialog.getByRole('checkbox', { name: new RegExp(bob.session.nickname) }).check();
  await dialog.getByRole('searchbox', { name: groupsCopy.searchFriends }).fill('');
  await dialog.getByRole('checkbox', { name: new RegExp(cal.session.nickname) }).check();
  await dialog.getByRole('button', { name: groupsCopy.create }).click();
  await expect(page).toHaveURL(/\/messages\/groups\/[0-9a-f-]+$/);
  const groupUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Climbing trip' })).toBeVisible();

  const [bobPage, calPage] = [await signedInPage(browser, bob), await signedInPage(browser, cal)];
  for (const member of [bobPage, calPage]) {
    await member.goto('/messages');
    await member.getByRole('link', { name: /Climbing trip/ }).click();
    await expect(member.getByText(groupsCopy.event.created(ada.session.nickname, 'Climbing trip'))).toBeVisible();
  }

  await say(page, 'Hello group');
  for (const member of [bobPage, calPage]) await expect(member.getByText('Hello group')).toBeVisible();
  await say(bobPage, 'Hi Ada and Cal');
  for (const member of [page, calPage]) await expect(member.getByText('Hi Ada and Cal')).toBeVisible();
  await expect(page.getByText(groupsCopy.readBy(2))).toBeVisible();

  // Bob reacts to Ada's message, and Ada edits it: everyone sees both.
  const messageIn = (member: Page, text: string) => member.getByRole('log').getByRole('listitem').filter({ hasText: text });
  const bobsView = messageIn(bobPage, 'Hello group');
  await bobsView.hover();
  await bobsView.getByRole('button', { name: chatCopy.reactions }).click();
  await bobsView.getByRole('button', { name: chatCopy.react('👍') }).click();
  for (const member of [page, calPage]) await expect(messageIn(member, 'Hello group').getByRole('button', { name: '👍 1' })).toBeVisible();
  const adasView = messageIn(page, 'Hello group');
  await adasView.hover();
  await adasView.getByRole('button', { name: chatCopy.edit }).click();
  const editor = page.getByLabel(chatCopy.editLabel);
  await editor.fill('Hello everyone');
  await editor.press('Enter');
  for (const member of [bobPage, calPage]) {
    await expect(messageIn(member, 'Hello everyone').getByText(chatCopy.edited)).toBeVisible();
    await expect(member.getByText('Hello group')).toHaveCount(0);
  }

  await say(calPage, 'Cal was here');
  await expect(messageIn(bobPage, 'Cal was here')).toContainText(cal.session.nickname);

  // Ada removes Cal: Cal is cut off at once, and what is said next reaches Bob only.
  await page.getByRole('button', { name: groupsCopy.remove(cal.session.nickname) }).click();
  const confirm = page.getByRole('alertdialog', { name: groupsCopy.removeConfirmTitle(cal.session.nickname) });
  await confirm.getByRole('button', { name: groupsCopy.removeLabel }).click();
  await expect(calPage.getByText(groupsCopy.notInGroup)).toBeVisible();
  await expect(calPage.getByPlaceholder(chatComposerMessages.chatInputPlaceholder)).toBeDisabled();
  // Cal keeps his name: in the event, and on what he said, live and after a reload.
  await expect(page.getByText(groupsCopy.event.removed(groupsCopy.you, cal.session.nickname))).toBeVisible();
  await expect(bobPage.getByText(groupsCopy.event.removed(ada.session.nickname, cal.session.nickname))).toBeVisible();
  await expect(messageIn(bobPage, 'Cal was here')).toContainText(cal.session.nickname);
  await bobPage.reload();
  await expect(bobPage.getByText(groupsCopy.event.removed(ada.session.nickname, cal.session.nickname))).toBeVisible();
  await expect(messageIn(bobPage, 'Cal was here')).toContainText(cal.session.nickname);
  await say(page, 'Only Bob hears this');
  await expect(bobPage.getByText('Only Bob hears this')).toBeVisible();
  await expect(calPage.getByText('Only Bob hears this')).toHaveCount(0);
  // Not after a reload either: the group is gone from Cal's list.
  await calPage.goto(groupUrl);
  await expect(calPage.getByText(groupsCopy.groupNotFound)).toBeVisible();
  await expect(calPage.getByText('Only Bob hears this')).toHaveCount(0);
});

test('a group counts unread in /messages and on the messages icon until the member opens it', async ({ browser, page }) => {
  const [ada, bob, cal] = await adaAndTwoFriends(page, 'Unread');
  const group = await ada.call<Group>('POST', apiPaths.groups, {
    name: 'Book club',
    member_ids: [bob.session.user_id, cal.session.user_id],
  });

  // Bob has not read the group: its "created" event counts, from the stored counts.
  const bobPage = await signedInPage(browser, bob);
  await bobPage.goto('/messages');
  const row = bobPage.getByRole('link', { name: /Book club/ });
  await expect(row.getByLabel(chatCopy.unreadFrom(1))).toBeVisible();

  // What Ada says next counts live, in the list and on the header's icon.
  await loginInBrowser(page, ada.credentials);
  await page.goto(`/messages/groups/${group.id}`);
  await say(page, 'First chapter tonight');
  await expect(row.getByLabel(chatCopy.unreadFrom(2))).toBeVisible();
  await expect(bobPage.getByRole('button', { name: 'Messages, 2 unread' })).toBeVisible();

  // Opening the group reads it: both counts clear, and stay clear after a reload.
  await row.click();
  await expect(bobPage.getByText('First chapter tonight')).toBeVisible();
  await expect(bobPage.getByRole('button', { name: 'Messages, 0 unread' })).toBeVisible();
  await bobPage.goto('/messages');
  await expect(bobPage.getByRole('link', { name: /Book club/ })).toBeVisible();
  await expect(bobPage.getByRole('button', { name: 'Messages, 0 unread' })).toBeVisible();
  await expect(bobPage.getByRole('link', { name: /Book club/ }).getByLabel(/unread/)).toHaveCount(0);
});

test('a group a friend starts appears live in /messages; an image and a file reach its members live and survive a reload; a member elsewhere is told by the group’s name', async ({
  browser,
  page,
}) => {
  const [ada, bob, cal] = await adaAndTwoFriends(page, 'Files');
  const bobPage = await signedInPage(browser, bob);
  await bobPage.goto('/messages');
  await expect(bobPage.getByRole('button', { name: groupsCopy.newGroup })).toBeVisible();

  // Ada starts the group elsewhere: Bob's open list shows it without a reload.
  const group = await ada.call<Group>('POST', apiPaths.groups, {
    name: 'Photo club',
    member_ids: [bob.session.user_id, cal.session.user_id],
  });
  await bobPage.getByRole('link', { name: /Photo club/ }).click();
  await expect(bobPage.getByText(groupsCopy.event.created(ada.session.nickname, 'Photo club'))).toBeVisible();
  // Cal is elsewhere in the app: what Ada sends reaches him as a notification.
  const calPage = await signedInPage(browser, cal);
  await calPage.goto('/newsfeed');

  await loginInBrowser(page, ada.credentials);
  await page.goto(`/messages/groups/${group.id}`);
  await page.getByTestId('attach-image').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: dot });
  await page.getByTestId('attach-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('club notes') });

  const image = bobPage.getByRole('button', { name: chatCopy.openImage('dot.png') });
  await expect(image).toBeVisible();
  await expect(image.getByRole('img')).toHaveJSProperty('naturalWidth', 1);
  const download = bobPage.getByRole('link', { name: chatCopy.download('notes.txt') });
  const fileAnswer = await bobPage.request.get((await download.getAttribute('href'))!);
  expect(await fileAnswer.text()).toBe('club notes');
  await image.click();
  await expect(bobPage.getByRole('dialog', { name: 'dot.png' })).toBeVisible();
  await bobPage.keyboard.press('Escape');
  await expect(bobPage.getByRole('dialog', { name: 'dot.png' })).toHaveCount(0);

  for (const member of [page, bobPage]) {
    await member.reload();
    await expect(member.getByRole('button', { name: chatCopy.openImage('dot.png') })).toBeVisible();
    await expect(member.getByRole('link', { name: chatCopy.download('notes.txt') })).toBeVisible();
  }

  await say(page, 'Our next walk');

  // One notification for the files and the words, live, naming the group and quoting the newest
  // message, leading to the group (it waits a few seconds for Cal to read them).
  await calPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const phrase = notificationPhraseOf({ type: 'message', aggregated_count: null, subject_name: 'Photo club' });
  const told = calPage
    .getByRole('dialog', { name: socialCopy.notificationsTitle })
    .getByRole('link', { name: `${ada.session.nickname} ${phrase}${quotedExcerpt('Our next walk')}` });
  await expect(told).toHaveCount(1, { timeout: 20_000 });
  await told.click();
  await expect(calPage).toHaveURL(new RegExp(`/messages/groups/${group.id}$`));
  await expect(calPage.getByRole('button', { name: chatCopy.openImage('dot.png') })).toBeVisible();
});
