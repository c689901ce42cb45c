import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { limits, profilesCopy, type Profile } from '@meshwork/contracts';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { SearchInput } from '../../../ui/SearchInput';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import type { FollowList } from '../../../api/profileKeys';
import { profileFollowsQuery, profileFriendsQuery } from '../profileQueries';
import { useProfile } from '../useProfile';
import { BlockedTab } from './BlockedTab';
import { PeoplePages } from './PeoplePages';
import { searchableText } from './searchableText';

type FriendsView = 'friends' | FollowList;

function FriendsList({ profile }: { profile: Profile }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(searchableText(text), limits.searchDebounceMs);
  const friends = useInfiniteQuery({ ...profileFriendsQuery(profile.username, search), placeholderData: keepPreviousData });
  const mutual = friends.data?.pages[0]?.mutual_count ?? 0;
  const empty = search
    ? profilesCopy.noFriendMatches
    : profile.is_self
      ? profilesCopy.noFriendsOwn
      : profilesCopy.noFriends(profile.nickname);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          label={profilesCopy.searchFriends}
          placeholder={profilesCopy.searchFriendsPlaceholder}
          maxLength={limits.searchQueryMaxLength}
          value={text}
          onValueChange={setText}
          wrapperClassName="min-w-48 flex-1"
        />
        {mutual > 0 && <span className="text-sm font-medium text-fg-muted">{profilesCopy.mutualCount(mutual)}</span>}
      </div>
      <PeoplePages list={friends} empty={empty} detail={(friend) => friend.is_mutual && profilesCopy.mutualBadge} />
    </>
  );
}

function FollowsList({ profile, list }: { profile: Profile; list: FollowList }) {
  const people = useInfiniteQuery(profileFollowsQuery(profile.username, list));
  return <PeoplePages list={people} empty={list === 'followers' ? profilesCopy.noFollowers : profilesCopy.noFollowing} />;
}

/**
 * The member's friends (friends in common first, with a search), and their followers and
 * followings where those are public: a creator's, or one's own.
 */
export function FriendsTab() {
  const profile = useProfile();
  const [view, setView] = useState<FriendsView>('friends');
  const views: FriendsView[] = profile.follows_public ? ['friends', 'followers', 'following'] : ['friends'];
  if (profile.relation.blocked) return <BlockedTab copy={profilesCopy.blockedFriends(profile.nickname)} />;
  return (
    <section aria-labelledby="profile-section-title">
      <Card className="flex flex-col gap-4 p-4">
        <h2 id="profile-section-title" className="text-lg font-semibold">
          {profilesCopy.friendsTabs.friends}
        </h2>
        {views.length > 1 && (
          <div role="group" aria-label={profilesCopy.friendsTabs.friends} className="flex gap-2">
            {views.map((candidate) => (
              <button
                key={candidate}
                type="button"
                aria-pressed={view === candidate}
                onClick={() => setView(candidate)}
                className={cx(
                  'h-11 rounded-full px-4 text-sm font-medium transition-colors duration-150',
                  view === candidate ? 'bg-brand text-white' : 'bg-muted text-fg hover:bg-line',
                )}
              >
                {profilesCopy.friendsTabs[candidate]}
              </button>
            ))}
          </div>
        )}
        {view === 'friends' ? <FriendsList profile={profile} /> : <FollowsList key={view} profile={profile} list={view} />}
        {!profile.follows_public && <p className="text-xs text-fg-muted">{profilesCopy.followsHidden}</p>}
      </Card>
    </section>
  );
}
