import { lazy } from 'react';
import type { AuthSession } from '@meshwork/contracts';
import { LoadOnOpen, TriggerLookalike } from '../ui/LoadOnOpen';
import { ProfileMenuAvatar, profileMenuLabel, profileMenuTriggerClasses } from './profileMenuTrigger';

const ProfileMenuPopup = lazy(() => import('./ProfileMenuPopup').then((module) => ({ default: module.ProfileMenuPopup })));

/** The member's menu: profile, theme and logout; its code loads when it first opens. */
export function ProfileMenu({ session }: { session: AuthSession }) {
  return (
    <LoadOnOpen
      placeholder={(openIt) => (
        <TriggerLookalike popup="menu" aria-label={profileMenuLabel} className={profileMenuTriggerClasses} onClick={openIt}>
          <ProfileMenuAvatar session={session} />
        </TriggerLookalike>
      )}
    >
      {(state) => <ProfileMenuPopup session={session} {...state} />}
    </LoadOnOpen>
  );
}
