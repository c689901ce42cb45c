import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useParams } from 'react-router';
import { postsCopy, profilesCopy } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { InlineAlert } from '../../ui/InlineAlert';
import { ProfileHeader } from './ProfileHeader';
import { ProfileHeaderSkeleton } from './ProfileHeaderSkeleton';
import { profileQuery } from './profileQueries';

/**
 * `/profile/:username/*`: the header and the page tabs, each tab filling the outlet with the
 * profile as its context. An unknown, deactivated or blocking member is the 404 area (§2).
 */
export function ProfileLayout() {
  const username = useParams().username ?? '';
  const profile = useQuery(profileQuery(username));
  if (profile.isError && isApiError(profile.error) && [404, 422].includes(profile.error.status)) return <Navigate to="/404" replace />;
  return (
    <div className="flex flex-col gap-4">
      {profile.data && <ProfileHeader profile={profile.data} />}
      {profile.isPending && <ProfileHeaderSkeleton />}
      {profile.isError && (
        <InlineAlert tone="error">
          {profilesCopy.profileLoadError}{' '}
          <button type="button" className="underline" onClick={() => void profile.refetch()}>
            {postsCopy.retry}
          </button>
        </InlineAlert>
      )}
      {profile.data && <Outlet context={profile.data} />}
    </div>
  );
}
