import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ESLint } from 'eslint';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repositoryRoot });

/** The messages of the repository's lint rules for a text at a path of the repository. */
async function lintMessages(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const keyFactoryMessage = "no-restricted-syntax: Take the query key from the feature's key factory, e.g. friendsKeys.list(search).";

describe('the query-key rule of the web app', () => {
  it.each([
    ['a literal key', "queryOptions({ queryKey: ['messages', text], queryFn })"],
    ['a literal key as const', "queryOptions({ queryKey: ['messages', 'search', text] as const, queryFn })"],
    ['a literal key that satisfies a type', "queryOptions({ queryKey: ['messages'] satisfies unknown[], queryFn })"],
    ['a literal key read from the cache', "client.getQueryData(['messages', text])"],
    ['a literal key as const written to the cache', "client.setQueryData(['messages', text] as const, data)"],
  ])('refuses %s', async (_, call) => {
    const text = `import { queryOptions } from '@tanstack/react-query';\ndeclare const text: string, queryFn: () => Promise<number>, client: any, data: number;\nexport const query = ${call};\n`;
    expect(await lintMessages('apps/web/src/features/chat/exampleQueries.ts', text)).toContain(keyFactoryMessage);
  });

  it("accepts a key from the feature's factory", async () => {
    const text = `import { queryOptions } from '@tanstack/react-query';\nconst chatKeys = { search: (text: string) => ['messages', text] as const };\nexport const query = queryOptions({ queryKey: chatKeys.search('a'), queryFn: async () => 1 });\n`;
    expect(await lintMessages('apps/web/src/features/chat/exampleQueries.ts', text)).toEqual([]);
  });
});

describe('the rule on SQL written by hand in the server', () => {
  const schemaMessage =
    "no-restricted-syntax: Name tables and columns through the schema (`from ${friendships} ${fr}`, `${fr.status}`, with drizzle's alias()), so that a rename fails to compile.";
  const module = (condition: string) =>
    `import { sql } from 'drizzle-orm';\nimport { alias } from 'drizzle-orm/pg-core';\nimport { friendships } from '../../db/schema/friends.js';\nconst fr = alias(friendships, 'fr');\nexport const friendsOf = (viewerId: string) => ${condition};\n`;

  it.each([
    ['a table by name', "sql`exists (select 1 from friendships fr where fr.status = 'accepted' and fr.requester_id = ${viewerId})`"],
    ['a joined table by name', 'sql`exists (select 1 from ${friendships} ${fr} join members m on m.id = ${fr.addresseeId})`'],
    ['a typed template', 'sql<boolean>`exists (select 1 from FOLLOWS where follower_id = ${viewerId})`'],
  ])('refuses %s', async (_, condition) => {
    expect(await lintMessages('apps/server/src/modules/friends/example.ts', module(condition))).toContain(schemaMessage);
  });

  it('accepts the schema’s tables and columns', async () => {
    const condition =
      "sql`exists (select 1 from ${friendships} ${fr} where ${fr.status} = 'accepted' and ${fr.requesterId} = ${viewerId})`";
    expect(await lintMessages('apps/server/src/modules/friends/example.ts', module(condition))).toEqual([]);
  });
});

describe('the rule that components call feature hooks, not the API', () => {
  const component = (imports: string, save: string) =>
    `${imports}\nexport function SaveButton({ postId }: { postId: string }) {\n  const save = ${save};\n  return <button onClick={save}>Save</button>;\n}\n`;

  it('refuses a component that imports the API client', async () => {
    const text = component(
      "import { api, envelopeOf } from '../../api/client';",
      "() => envelopeOf(api.PUT('/favourites/{id}', { params: { path: { id: postId } } }))",
    );
    const [message] = await lintMessages('apps/web/src/features/favourites/SaveButton.tsx', text);
    expect(message).toMatch(/^no-restricted-imports: .*Call a hook of the feature/);
  });

  it("accepts a component that calls its feature's hook", async () => {
    const text = component("import { useSavePost } from './useSavePost';", 'useSavePost(postId, false).toggle');
    expect(await lintMessages('apps/web/src/features/favourites/SaveButton.tsx', text)).toEqual([]);
  });
});

describe('the layers of the web app', () => {
  const webRules = ['web-shared-below-features', 'web-feature-below-shell', 'web-feature-cycle'];

  /** The web rules' violations in the web app under `baseDir`, as `rule: from → to` within apps/web/src. */
  async function webViolations(baseDir: string): Promise<string[]> {
    const options = await extractDepcruiseOptions(path.join(repositoryRoot, '.dependency-cruiser.cjs'));
    const { output } = await cruise(['apps/web/src'], { ...options, baseDir });
    const inWeb = (file: string) => file.replace('apps/web/src/', '');
    return (output as ICruiseResult).summary.violations
      .filter((violation) => webRules.includes(violation.rule.name))
      .map((violation) => `${violation.rule.name}: ${inWeb(violation.from)} → ${inWeb(violation.to)}`)
      .sort();
  }

  // A small web app with one of each fault, beside imports the layers allow.
  const files: Record<string, string> = {
    'ui/Banner.tsx': "export { themeStore as bannerTheme } from '../features/theme/themeStore';",
    'paths/postPaths.ts': 'export const postPath = (id: string) => `/post/${id}`;',
    'features/theme/themeStore.ts': 'export const themeStore = {};',
    'features/posts/PostCard.tsx':
      "import { postPath } from '../../paths/postPaths';\nimport { profilePath } from '../profile/profilePath';\nexport const PostCard = [postPath, profilePath];",
    'features/profile/profilePath.ts': 'export const profilePath = (name: string) => `/profile/${name}`;',
    'features/profile/ProfilePage.tsx': "export { PostCard as TimelinePost } from '../posts/PostCard';",
    'features/favourites/FavouritesPage.tsx': "export { PostCard as SavedPost } from '../posts/PostCard';",
    'features/errors/NotFoundPage.tsx': "export { BrandLink as HomeLink } from '../../shell/BrandLink';",
    'shell/BrandLink.tsx': 'export const BrandLink = {};',
    'shell/Shell.tsx':
      "export { TimelinePost } from '../features/profile/ProfilePage';\nexport { SavedPost } from '../features/favourites/FavouritesPage';",
  };

  it('refuses a shared layer that imports a feature, a feature that imports the shell, and two features in a cycle', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'meshwork-web-layers-'));
    try {
      for (const [file, text] of Object.entries(files)) {
        const target = path.join(root, 'apps/web/src', file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, `${text}\n`);
      }
      expect(await webViolations(root)).toEqual(
        [
          'web-shared-below-features: ui/Banner.tsx → features/theme/themeStore.ts',
          'web-feature-below-shell: features/errors/NotFoundPage.tsx → shell/BrandLink.tsx',
          'web-feature-cycle: features/posts → features/profile',
          'web-feature-cycle: features/profile → features/posts',
        ].sort(),
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('finds none in the web app', async () => {
    expect(await webViolations(repositoryRoot)).toEqual([]);
  });
});
