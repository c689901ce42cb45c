import { buildAvatar, disposeAvatar, type Avatar } from '@meshwork/avatar';
import { defaultAvatarParameters } from '@meshwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { avatarKeys } from '../../../avatars/avatarQueries';
import { cloneAvatar, disposeClone } from './cloneAvatar';
import { loadAvatarFile } from '../../../avatars/three/loadAvatarFile';

/** The default avatar, built once for the room and freed with it: everyone without an avatar wears a copy. */
export function useDefaultAvatar(): Avatar {
  const avatar = useMemo(() => buildAvatar(defaultAvatarParameters), []);
  useEffect(() => () => disposeAvatar(avatar), [avatar]);
  return avatar;
}

/**
 * Someone's own copy of their avatar: from their GLB (each file loaded once for the page, shared with
 * the avatar viewer), or of the default when they have none or their file fails. Nothing while it loads.
 */
export function useFigureAvatar(url: string | null, fallback: Avatar): Avatar | undefined {
  const file = useQuery({
    queryKey: avatarKeys.file(url ?? ''),
    queryFn: () => loadAvatarFile(url!),
    enabled: url !== null,
    staleTime: Infinity,
  });
  const original = url === null || file.isError ? fallback : file.data;
  const avatar = useMemo(() => original && cloneAvatar(original), [original]);
  useEffect(() => () => avatar && disposeClone(avatar), [avatar]);
  return avatar;
}
