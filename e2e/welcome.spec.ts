import { expect, test, type Page } from '@playwright/test';
import { postsCopy, welcomeCopy } from '@meshwork/contracts';
import { cspRefusals, expectNoSeriousA11yIssues, loginInBrowser } from './helpers';
import { freshMember, makeCreator } from './members';

// Set to write the picture of the welcome into the docs (docs/welcome.md).
const docsPicture = process.env.DOCS_PICTURES ? 'docs/welcome.png' : undefined;

const welcomeCard = (page: Page) => page.getByRole('region', { name: welcomeCopy.title });
/** The people step's heading as a screen reader hears it: its title, then whether it is done. */
const stepName = (state: string) => new RegExp(`^${welcomeCopy.steps.people.title}\\W+${state}$`);

/** Opens the newsfeed once the welcome's state has arrived, so its absence means something. */
async function openNewsfeed(page: Page) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/welcome');
  await page.goto('/newsfeed');
  expect((await answered).ok()).toBe(true);
}

test('a new member meets a creator, sees that step done, dismisses the welcome and never sees it again', async ({ page, request }) => {
  const refusals = cspRefusals(page);
  // The demo network has no creators: one to suggest to a member who has no friends yet.
  const creator = await freshMember(request, 'Cass Creator');
  await makeCreator(request, creator);
  const member = await freshMember(request, 'Wren Newcomer');
  await loginInBrowser(page, member.credentials);
  await page.setViewportSize({ width: 390, height: 844 });
  await openNewsfeed(page);

  const welcome = welcomeCard(page);
  const meetPeople = welcome.getByRole('heading', { name: welcomeCopy.steps.people.title });
  await expect(meetPeople).toHaveAccessibleName(stepName(welcomeCopy.toDo));
  await expect(welcome.getByText(welcomeCopy.progress(0, 4))).toBeVisible();
  await expect(welcome.getByRole('link', { name: welcomeCopy.steps.avatar.action })).toHaveAttribute('href', '/avatars');
  await expectNoSeriousA11yIssues(page, 'section[aria-labelledby="welcome-title"]');
  if (docsPicture) await welcome.screenshot({ path: docsPicture });

  // The last step puts the focus in the composer.
  await welcome.getByRole('button', { name: welcomeCopy.steps.post.action }).click();
  await expect(page.getByRole('region', { name: postsCopy.composerLabel }).getByRole('textbox')).toBeFocused();

  // The innermost item: the step's own item holds every suggestion.
  const suggested = welcome.getByRole('listitem').filter({ hasText: creator.session.nickname }).last();
  await expect(suggested.getByText(welcomeCopy.popularCreator)).toBeVisible();
  // Each suggestion's button names its person.
  await welcome.getByRole('button', { name: welcomeCopy.followNamed(creator.session.nickname), exact: true }).click();
  await expect(meetPeople).toHaveAccessibleName(stepName(welcomeCopy.done));
  await expect(welcome.getByText(welcomeCopy.progress(1, 4))).toBeVisible();

  await welcome.getByRole('button', { name: welcomeCopy.dismiss }).click();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await openNewsfeed(page);
  await expect(page.getByRole('region', { name: postsCopy.composerLabel })).toBeVisible();
  await expect(welcomeCard(page)).toHaveCount(0);
  expect(refusals).toEqual([]);
});

test('a demo member who has done every step never sees the welcome', async ({ page }) => {
  await loginInBrowser(page);
  await openNewsfeed(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(welcomeCard(page)).toHaveCount(0);
});
