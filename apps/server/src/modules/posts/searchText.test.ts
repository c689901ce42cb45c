import {
  hashtagSearchQuerySchema,
  limits,
  messageSearchQuerySchema,
  postSearchQuerySchema,
  searchPageQuerySchema,
} from '@meshwork/contracts';
import { describe, it } from 'vitest';
import { expectLinearParsing } from '../../../test/memberText.js';

describe('the text of a search', () => {
  it.each([
    ['posts', (text: string) => postSearchQuerySchema.safeParse({ q: text })],
    ['hashtags', (text: string) => hashtagSearchQuerySchema.safeParse({ q: text })],
    ['messages', (text: string) => messageSearchQuerySchema.safeParse({ q: text })],
    ['people', (text: string) => searchPageQuerySchema.safeParse({ search_query: text })],
  ])('of %s is read in time linear in its length, whatever its shape', { timeout: 120_000 }, (_search, parse) => {
    expectLinearParsing(parse, limits.searchQueryMaxLength);
  });
});
