import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

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
