import type { Db } from '../../db/client.js';
import { profileMember, type ProfilePart } from './profileMember.js';

/** Whose profile the viewer may open (docs/profiles.md); the rule is `profileMember`'s. */
export function profilePolicies(db: Db) {
  return {
    /** The member whose profile (`header`) or whose timeline and lists (`content`) the viewer opens; anyone else answers 404. */
    memberFor: (viewerId: string, username: string, part: ProfilePart) => profileMember(db, viewerId, username, part),
  };
}

export type ProfilePolicies = ReturnType<typeof profilePolicies>;
