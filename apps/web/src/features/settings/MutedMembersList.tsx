import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mutingCopy } from '@meshwork/contracts';
import { profilePath } from '../../paths/profileSections';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ListState } from './ListState';
import { mutedMembersQuery, useUnmuteMember } from './mutingQueries';

const copy = mutingCopy.section;

/** The members the member muted, each with a way to unmute them. */
export function MutedMembersList() {
  const mutes = useQuery(mutedMembersQuery);
  const unmute = useUnmuteMember();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{copy.membersTitle}</h3>
      <ListState query={mutes} empty={copy.noMembers} itemsOf={(page) => page.items}>
        {(items) => (
          <ul className="flex flex-col divide-y divide-line">
            {items.map(({ user }) => (
              <li key={user.user_id} className="flex min-h-11 items-center gap-3 py-2">
                <Avatar name={user.nickname} src={user.user_image} colour={user.colour} />
                <Link to={profilePath(user.username)} className="min-w-0 flex-1 truncate font-medium hover:underline">
                  {user.nickname}
                </Link>
                <Button variant="secondary" onClick={() => unmute.mutate(user.user_id)}>
                  {copy.unmute}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
