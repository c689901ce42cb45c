import { lazy } from 'react';
import type { AuthSession } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { LoadOnOpen } from '../../ui/LoadOnOpen';

const ProfileMenuPopup = lazy(() => import('./ProfileMenuPopup').then((module) => ({ default: module.ProfileMenuPopup })));

export const profileMenuLabel = 'Open profile menu';
export const triggerClasses = 'flex size-11 items-center justify-center rounded-full hover:bg-muted';

export const ProfileMenuAvatar = ({ session }: { session: AuthSession }) => (
  <Avatar name={session.nickname} src={session.user_image} size={32} colour={session.colour} ring />
);

/** The member's menu: profile, theme and logout; its code loads when it first opens. */
export function ProfileMenu({ session }: { session: AuthSession }) {
  return (
    <LoadOnOpen
      placeholder={(openIt) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={profileMenuLabel}
          className={triggerClasses}
          onClick={openIt}
        >
          <ProfileMenuAvatar session={session} />
        </button>
      )}
    >
      {(state) => <ProfileMenuPopup session={session} {...state} />}
    </LoadOnOpen>
  );
}
