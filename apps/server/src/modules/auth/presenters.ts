import type { AuthSession } from '@meshwork/contracts';
import type { MemberRow } from '../users/index.js';

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
    suspended: member.suspendedAt !== null,
    role: member.role,
    always_show_sensitive: member.alwaysShowSensitive,
  };
}
