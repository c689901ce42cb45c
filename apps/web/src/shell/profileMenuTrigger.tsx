import type { AuthSession } from '@meshwork/contracts';
import { Avatar } from '../ui/Avatar';

/** What the profile menu's trigger shows and is called, before and after its menu has loaded. */
export const profileMenuLabel = 'Open profile menu';
export const profileMenuTriggerClasses = 'flex size-11 items-center justify-center rounded-full hover:bg-muted';

export const ProfileMenuAvatar = ({ session }: { session: AuthSession }) => (
  <Avatar name={session.nickname} src={session.user_image} size={32} colour={session.colour} ring />
);
