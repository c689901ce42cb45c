import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { profilesCopy, roomDoorsCopy, type Profile } from '@meshwork/contracts';
import { Button, buttonClasses } from '../../ui/Button';
import { chatBoxStore } from '../friends/chatBoxStore';
import { PersonActions } from '../people/PersonActions';
import { OwnedRoomButton } from '../roomDoors/OwnedRoomButton';
import { socialFeedQuery } from '../../api/socialFeed';
import { useProfileMute } from './useProfileMute';

/**
 * What the viewer can do on the profile: the owner edits it in settings; others get the friendship
 * step that fits (add, cancel, accept), a message to a friend (the chat box), a visit to a friend's
 * room (the owner: their own room), and the menu with
 * follow, unfriend, block (confirmed first), mute or unmute.
 */
export function ProfileActions({ profile }: { profile: Profile }) {
  if (profile.is_self) {
    return (
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Link to="/settings" className={buttonClasses('secondary')}>
          <Pencil size={16} aria-hidden /> {profilesCopy.editProfile}
        </Link>
        <OwnedRoomButton kind="home" ownerId={profile.user_id} label={roomDoorsCopy.myRoom} />
      </div>
    );
  }
  return <OthersProfileActions profile={profile} />;
}

function OthersProfileActions({ profile }: { profile: Profile }) {
  const friends = useQuery(socialFeedQuery).data?.friends;
  const mute = useProfileMute(profile);
  const muteItem = {
    key: 'mute',
    content: profile.muted ? profilesCopy.unmute(profile.username) : profilesCopy.mute(profile.username),
    onSelect: () => mute.mutate(),
  };
  const friend = friends?.find((candidate) => candidate.user_id === profile.user_id);
  return (
    <div role="group" aria-label={profilesCopy.actions} className="flex flex-wrap items-center justify-center gap-2">
      {friend && profile.relation.friendship === 'friends' && (
        <Button onClick={() => chatBoxStore.open(friend)}>
          <MessageCircle size={16} aria-hidden /> {profilesCopy.message}
        </Button>
      )}
      {profile.relation.friendship === 'friends' && (
        <OwnedRoomButton kind="home" ownerId={profile.user_id} label={roomDoorsCopy.visitRoom} />
      )}
      <PersonActions person={profile} relation={profile.relation} reportable menuItems={[muteItem]} />
    </div>
  );
}
