import { avatarOutputFormats, avatarsCopy, type AvatarGender } from '@meshwork/contracts';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSession } from '../../api/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/cx';
import { InlineAlert } from '../../ui/InlineAlert';
import { useMakeDefault } from './avatarQueries';
import { AvatarViewer } from './AvatarViewer';
import { GenderSelect } from './GenderSelect';
import { isActive } from './photoBuildQueries';
import { PhotoAvatarList } from './PhotoAvatarList';
import { ProgressBar } from './ProgressBar';
import { usePhotoAvatar } from './usePhotoAvatar';
import { usePortraitAsPicture } from './usePortraitAsPicture';

type OutputFormat = (typeof avatarOutputFormats)[number];

/** "From a photo" on /avatars: a photo (or the profile picture) becomes an avatar, its progress shown live. */
export function PhotoAvatarMaker() {
  const ids = { title: useId(), file: useId() };
  const session = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [gender, setGender] = useState<AvatarGender>('prefer-not-to-say');
  const [format, setFormat] = useState<OutputFormat>('glb');
  const photo = usePhotoAvatar();
  const makeDefault = useMakeDefault();
  const picture = usePortraitAsPicture();
  const { build } = photo;
  const busy = !!photo.upload || isActive(build);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <Card as="section" aria-labelledby={ids.title} className="flex flex-col gap-4 p-4 sm:p-6">
      <header>
        <h2 id={ids.title} className="text-lg font-semibold">
          {avatarsCopy.photoTitle}
        </h2>
        <p className="text-sm text-fg-muted">{avatarsCopy.photoIntro}</p>
      </header>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) void photo.fromFile(file, gender, format);
        }}
      >
        <label
          htmlFor={ids.file}
          className={cx(
            'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line p-4 text-center focus-within:ring-2 focus-within:ring-brand',
            dragging && 'border-brand bg-muted',
          )}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const dropped = event.dataTransfer.files[0];
            if (dropped) setFile(dropped);
          }}
        >
          {preview ? (
            <img src={preview} alt="" className="h-32 w-32 rounded-lg object-cover" />
          ) : (
            <ImageUp size={32} aria-hidden className="text-fg-muted" />
          )}
          <span className="font-medium">{file ? file.name : avatarsCopy.photoPick}</span>
          <span className="text-sm text-fg-muted">{avatarsCopy.photoDrop}</span>
          <input
            id={ids.file}
            aria-label={avatarsCopy.photoPick}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <GenderSelect value={gender} onChange={setGender} />
          <fieldset className="flex flex-1 flex-col gap-1 text-sm">
            <legend className="font-medium">{avatarsCopy.photoFormat}</legend>
            {avatarOutputFormats.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="outputFormat" value={value} checked={format === value} onChange={() => setFormat(value)} />
                {avatarsCopy.formats[value]}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!file || busy}>
            {avatarsCopy.photoMake}
          </Button>
          {session?.user_image && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void photo.fromProfile(gender, format)}>
              {avatarsCopy.photoUseProfile}
            </Button>
          )}
        </div>
      </form>
      {photo.upload && <ProgressBar label={avatarsCopy.photoUploading} value={photo.upload.progress} />}
      {photo.uploadError && <InlineAlert tone="error">{photo.uploadError}</InlineAlert>}
      {build && isActive(build) && (
        <div className="flex flex-col gap-1">
          <ProgressBar label={avatarsCopy.photoBuilding} value={build.progress} />
          <p className="text-xs text-fg-muted">{avatarsCopy.photoLeaveNote}</p>
        </div>
      )}
      {build?.status === 'failed' && <InlineAlert tone="error">{build.error?.message ?? avatarsCopy.buildFailed}</InlineAlert>}
      {build?.status === 'done' && build.avatar && (
        <div className="flex flex-col gap-2">
          <InlineAlert tone="success">{avatarsCopy.photoDone}</InlineAlert>
          <AvatarViewer
            key={build.avatar.id}
            className="aspect-square w-full max-w-md overflow-hidden rounded-xl bg-gradient-to-b from-muted to-surface"
            source={{ glbUrl: build.avatar.glb_url }}
            label={avatarsCopy.viewerLabel(build.avatar.name)}
            portrait
            onPortrait={picture.mutate}
            portraitBusy={picture.isPending}
          />
          {!build.avatar.is_default && (
            <Button
              variant="secondary"
              className="self-start"
              loading={makeDefault.isPending}
              onClick={() => makeDefault.mutate(build.avatar!.id)}
            >
              {avatarsCopy.makeDefault}
            </Button>
          )}
        </div>
      )}
      <PhotoAvatarList />
    </Card>
  );
}
