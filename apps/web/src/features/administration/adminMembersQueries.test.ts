// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../api/session';
import { demoSession } from '../../test/fakeApi';
import { administratorsOnlyLoader } from './adminMembersQueries';

afterEach(() => sessionStore.clear());

/** Where the loader sends the viewer: null to stay, else the redirect's target. */
const destination = () => {
  const answer = administratorsOnlyLoader();
  return answer === null ? null : answer.headers.get('Location');
};

describe("the administrators' page guard", () => {
  it('lets administrators in', () => {
    sessionStore.set({ ...demoSession, role: 'administrator' });
    expect(destination()).toBeNull();
  });

  it('sends moderators, members and guests to the 404 page', () => {
    for (const role of ['moderator', 'member'] as const) {
      sessionStore.set({ ...demoSession, role });
      expect(destination()).toBe('/404');
    }
    sessionStore.clear();
    expect(destination()).toBe('/404');
  });
});
