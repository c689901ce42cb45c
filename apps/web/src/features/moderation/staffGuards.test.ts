// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberRole } from '@meshwork/contracts';
import { sessionStore } from '../../api/session';
import { demoSession } from '../../test/fakeApi';
import { administratorsOnlyLoader, staffOnlyLoader } from './staffGuards';

afterEach(() => sessionStore.clear());

/** Where a guard sends a viewer of the role (none: no session): null to stay, else the redirect's target. */
function destination(guard: () => null, role: MemberRole | undefined): string | null {
  if (role) sessionStore.set({ ...demoSession, role });
  else sessionStore.clear();
  try {
    return guard();
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
}

describe('the staff pages’ guards', () => {
  it('let moderators and administrators into the moderation pages, and send members to the 404 page', () => {
    expect(destination(staffOnlyLoader, 'administrator')).toBeNull();
    expect(destination(staffOnlyLoader, 'moderator')).toBeNull();
    expect(destination(staffOnlyLoader, 'member')).toBe('/404');
  });

  it("let only administrators into the administrators' pages", () => {
    expect(destination(administratorsOnlyLoader, 'administrator')).toBeNull();
    expect(destination(administratorsOnlyLoader, 'moderator')).toBe('/404');
    expect(destination(administratorsOnlyLoader, 'member')).toBe('/404');
  });

  it('leave a visitor without a session to the shell, which asks them to log in', () => {
    expect(destination(staffOnlyLoader, undefined)).toBeNull();
    expect(destination(administratorsOnlyLoader, undefined)).toBeNull();
  });
});
