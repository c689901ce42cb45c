import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useParams } from 'react-router';
import { postsCopy, profilesCopy } from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { ProfileHeader } from './ProfileHeader';
import { ProfileHeaderSkeleton } from './ProfileHeaderSkeleton';
import { profileQuery } from './profileQueries';

// Loaded only for a remote account: its modules are named nowhere else a member's profile loads.
const RemoteProfilePage = lazy(() => import('../fediverse/RemoteProfilePage').then((m) => ({ default: m.RemoteProfilePage })));

/** The remote handle (`user@host`) the route's parameter names as `@user@host` (fediverse `remoteProfilePath`). */
const remoteHandleOf = (username: string) => /^@([^@/]+@[^@/]+)$/.exec(username)?.[1];

/**
 * `/profile/:username/*`: a member's profile, or, for `@user@host`, an account of another server.
 */
export function ProfileLayout() {
  const username = useParams().username ?? '';
  const remoteHandle = remoteHandleOf(username);
  if (!remoteHandle) return <MemberProfileLayout username={username} />;
  return (
    <Suspense fallback={<Skeleton className="h-64" />}>
      <RemoteProfilePage handle={remoteHandle} />
    </Suspense>
  );
}

/**
 * A member's header and page tabs, each tab filling the outlet with the profile as its context.
 * An unknown, deactivated or blocking member is the 404 area (§2).
 */
function MemberProfileLayout({ username }: { username: string }) {
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
