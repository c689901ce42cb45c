import { apiPaths, type AvatarBuild, type AvatarGender, type avatarOutputFormats } from '@meshwork/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../api/session';
import { uploadWithProgress } from '../../api/uploadWithProgress';
import { buildQuery, isActive, photoBuildKeys, recentBuildsQuery, useLiveBuildProgress } from './photoBuildQueries';

type OutputFormat = (typeof avatarOutputFormats)[number];

/**
 * A photo avatar from start to end: the upload with its progress, then the build followed live.
 * A page opened again picks up the member's newest build still running, from the status route.
 */
export function usePhotoAvatar() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<{ progress: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);
  const recent = useQuery(recentBuildsQuery());
  const buildId = startedId ?? recent.data?.find(isActive)?.id ?? null;
  const build = useQuery({ ...buildQuery(buildId ?? ''), enabled: !!buildId }).data;
  useLiveBuildProgress(isActive(build) || (!!buildId && !build));

  async function start(path: string, form: FormData) {
    setUploadError(null);
    setUpload({ progress: 0 });
    try {
      const started = await uploadWithProgress<AvatarBuild>(path, form, (fraction) => setUpload({ progress: Math.round(fraction * 100) }));
      queryClient.setQueryData(photoBuildKeys.one(started.id), started);
      setStartedId(started.id);
    } catch (error) {
      setUploadError((error as Error).message);
    } finally {
      setUpload(null);
    }
  }

  return {
    upload,
    uploadError,
    build,
    fromFile: (file: File, gender: AvatarGender, outputFormat: OutputFormat) => {
      const form = new FormData();
      form.append('user_id', session?.user_id ?? '');
      form.append('gender', gender);
      form.append('outputFormat', outputFormat);
      form.append('file', file);
      return start(apiPaths.avatarUploadImage, form);
    },
    fromProfile: (gender: AvatarGender, outputFormat: OutputFormat) => {
      const form = new FormData();
      form.append('gender', gender);
      form.append('outputFormat', outputFormat);
      return start(apiPaths.avatarProfileImage, form);
    },
  };
}
