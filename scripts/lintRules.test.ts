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
