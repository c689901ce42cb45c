import { avatarsCopy, defaultAvatarParameters } from '@meshwork/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { AvatarBuildPool } from './buildPool.js';

let t: TestApp;
beforeAll(async () => {
  // One thread and no waiting room: a second save while one is built is refused.
  t = await startTestApp({ AVATAR_BUILD_THREADS: '1', AVATAR_BUILD_QUEUE: '0' });
});
afterAll(() => t.close());

const save = (member: SignedInMember) => member.call('POST', '/rpm-avatars', { gender: 'agender', parameters: defaultAvatarParameters });

describe('building avatars off the main thread', () => {
  it('answers other requests while an avatar is being built', async () => {
    const ava = await signedInMember(t);
    const order: string[] = [];
    let buildStarted!: () => void;
    const started = new Promise<void>((resolve) => (buildStarted = resolve));
    const build = AvatarBuildPool.prototype.build;
    const spy = vi.spyOn(AvatarBuildPool.prototype, 'build').mockImplementation(function (this: AvatarBuildPool, ...args) {
      const building = build.apply(this, args);
      buildStarted();
      void building.finally(() => order.push('build done'));
      return building;
    });
    try {
      const saving = save(ava).then((answer) => (order.push('save answered'), answer));
      await started;
      const health = await t.request('GET', '/api/health');
      order.push('health answered');
      expect(health.status).toBe(200);
      expect((await saving).status).toBe(201);
      expect(order).toEqual(['health answered', 'build done', 'save answered']);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a save with a clear 503 when every thread is busy and the queue is full, and still builds the first', async () => {
    const members = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    const answers = await Promise.all(members.map(save));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1)).toEqual([503, 503]);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.body).toMatchObject({ error: 'avatar_builds_busy', message: avatarsCopy.avatarBuildsBusy });
    }
    // The refusal kept nothing: a save once the thread is free is built.
    const refusedMember = members[answers.findIndex((answer) => answer.status === 503)]!;
    expect((await save(refusedMember)).status).toBe(201);
  });
});
