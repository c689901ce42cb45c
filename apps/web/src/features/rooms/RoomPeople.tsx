import { reportEntryCopy, roomsCopy, type RoomPerson } from '@meshwork/contracts';
import { MoreHorizontal, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { IconMenu } from '../../ui/IconMenu';
import { ReportDialog } from '../reports/ReportDialog';
import type { HostAction } from './roomQueries';

interface RoomPeopleProps {
  me: RoomPerson;
  people: readonly RoomPerson[];
  isHost: boolean;
  /** Who the viewer muted for themselves. */
  mutedForMe: ReadonlySet<string>;
  speaking: (memberId: string) => boolean;
  onMuteForMe: (memberId: string, muted: boolean) => void;
  onHost: (action: HostAction) => void;
  /** Where the host stands, to bring someone there. */
  hostPlace: () => { x: number; z: number } | null;
}

/** Who is in the room: each with what the viewer may do about them (mute for themselves, report; the host: mute, bring, remove). */
export function RoomPeople({ me, people, isHost, mutedForMe, speaking, onMuteForMe, onHost, hostPlace }: RoomPeopleProps) {
  const [reporting, setReporting] = useState<RoomPerson | null>(null);
  const itemsFor = (person: RoomPerson) => {
    const muted = mutedForMe.has(person.user_id);
    const memberId = person.user_id;
    return [
      {
        key: 'mute-for-me',
        content: muted ? roomsCopy.unmuteFor(person.nickname) : roomsCopy.muteFor(person.nickname),
        onSelect: () => onMuteForMe(memberId, !muted),
      },
      ...(isHost
        ? [
            { key: 'host-mute', content: roomsCopy.hostMute(person.nickname), onSelect: () => onHost({ action: 'mute', memberId }) },
            {
              key: 'host-move',
              content: roomsCopy.hostMove(person.nickname),
              onSelect: () => {
                const place = hostPlace();
                if (place) onHost({ action: 'move', memberId, place });
              },
            },
            { key: 'host-remove', content: roomsCopy.hostRemove(person.nickname), onSelect: () => onHost({ action: 'remove', memberId }) },
          ]
        : []),
      { key: 'report', content: reportEntryCopy.reportMember(person.nickname), onSelect: () => setReporting(person) },
    ];
  };
  return (
    <section aria-label={roomsCopy.people} className="p-3">
      <ul className="flex flex-col gap-1">
        {[me, ...people].map((person) => (
          <li key={person.user_id} className="flex items-center gap-3 rounded-lg px-2 py-1" data-testid="room-person">
            <span className={speaking(person.user_id) ? 'rounded-full ring-2 ring-brand ring-offset-2 ring-offset-surface' : undefined}>
              <Avatar name={person.nickname} src={person.user_image} size={32} />
            </span>
            <span className="min-w-0 flex-1 truncate text-sm font-medium">
              {person.nickname}
              {person.user_id === me.user_id && <span className="text-fg-muted"> ({roomsCopy.you})</span>}
            </span>
            {mutedForMe.has(person.user_id) ? (
              <VolumeX size={16} aria-label={roomsCopy.mute} />
            ) : (
              speaking(person.user_id) && <Volume2 size={16} aria-hidden />
            )}
            {person.user_id !== me.user_id && (
              <IconMenu label={person.nickname} icon={<MoreHorizontal size={18} aria-hidden />} items={itemsFor(person)} align="end" />
            )}
          </li>
        ))}
      </ul>
      {reporting && (
        <ReportDialog
          target={{ type: 'member', id: reporting.user_id }}
          open
          onOpenChange={(open) => !open && setReporting(null)}
          title={reportEntryCopy.reportMember(reporting.nickname)}
        />
      )}
    </section>
  );
}
