import { expect } from 'vitest';
import type { SignedInMember } from './sessionHelpers.js';

/** Writes a post as `author` and answers it; `extra` adds fields such as a share or a timeline owner. */
export async function writePost(author: SignedInMember, text: string, visibility = 'friends', extra: Record<string, unknown> = {}) {
  const { status, body } = await author.call('POST', '/posts', { text, visibility, ...extra });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.output as { id: string; timeline_owner: { user_id: string } | null };
}

/** The profile of `target` as `viewer` asks for it. */
export const profileOf = (viewer: SignedInMember, target: SignedInMember) => viewer.call('GET', `/profiles/${target.member.username}`);

/** The texts of the first page of `target`'s timeline as `viewer` sees it. */
export async function timelineTexts(viewer: SignedInMember, target: SignedInMember, query = '') {
  const { status, body } = await viewer.call('GET', `/profiles/${target.member.username}/posts${query}`);
  expect(status).toBe(200);
  return (body.output.items as Array<{ text: string }>).map((post) => post.text);
}
