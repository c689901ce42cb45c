import type { AccountDetails, AuthSession, Friend } from '@meshwork/contracts';
import type { MemberRow } from '../../db/schema/index.js';
import { presentPerson } from '../friends/presenters.js';
import { presenceOf } from './presence.js';

type FriendFields = Pick<MemberRow, 'id' | 'fullname' | 'nickname' | 'username' | 'userImage' | 'colour' | 'isCreator' | 'lastActiveAt'> & {
  /** Subscribed to the realtime service right now. */
  connected: boolean;
};

export function presentFriend(member: FriendFields): Friend {
  return { ...presentPerson(member), status: presenceOf(member.lastActiveAt, member.connected) };
}

/** `pendingTwoFa`: the session still waits for its two-factor code (the modal opens on it). */
export function presentSession(member: MemberRow, token: string, pendingTwoFa: boolean): AuthSession {
  return {
    user_id: member.id,
    token,
    fullname: member.fullname,
    nickname: member.nickname,
    username: member.username,
    user_image: member.userImage,
    colour: member.colour,
    has_two_fa: pendingTwoFa,
    status: 'online',
    deactivated: member.deleteRequestTimestamp !== null,
  };
}

export function presentAccountDetails(member: MemberRow): AccountDetails {
  return {
    user_id: member.id,
    fullname: member.fullname,
    nickname: member.nickname,
    username: member.username,
    email: member.email,
    user_image: member.userImage,
    cover_image: member.coverImage,
    colour: member.colour,
    bio: member.bio,
    birthday: member.birthday,
    location: member.location,
    categories: member.categories,
    is_creator: member.isCreator,
    has_two_fa: member.hasTwoFa,
    has_security_code: member.securityCodeHash !== null,
    email_verified: member.emailVerifiedAt !== null,
    verification_code_expiry: member.verificationCodeExpiry?.toISOString() ?? null,
    delete_request_timestamp: member.deleteRequestTimestamp?.toISOString() ?? null,
    created_at: member.createdAt.toISOString(),
  };
}
