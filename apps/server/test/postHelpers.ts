import sharp from 'sharp';
import { expect } from 'vitest';
import type { SignedInMember } from './sessionHelpers.js';
import type { TestApp } from './testApp.js';

/** Writes a post through the API as the member; answers its id. */
export async function writePost(member: SignedInMember, body: Record<string, unknown>): Promise<string> {
  const { status, body: answer } = await member.call('POST', '/posts', body);
  expect(status).toBe(201);
  return answer.output.id;
}

/** Uploads a small red PNG as a post image of the member; answers its id. */
export async function uploadPostImage(t: TestApp, member: SignedInMember): Promise<string> {
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'red.png');
  const response = await fetch(`${t.baseUrl}/api/post-images?token=${member.token}`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { output: { id: string } }).output.id;
}
