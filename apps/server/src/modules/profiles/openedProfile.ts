import { authorize, type Policy } from '../../http/authorize.js';
import type { MemberRow } from '../users/index.js';
import type { ProfileService } from './service.js';

/** The member a profile URL names, once the policy lets the viewer open that part of the profile. */
export async function openedProfile(
  profiles: ProfileService,
  part: Policy<string>,
  viewerId: string,
  username: string,
): Promise<MemberRow> {
  const member = await profiles.member(username);
  await authorize(part, viewerId, member.id);
  return member;
}
