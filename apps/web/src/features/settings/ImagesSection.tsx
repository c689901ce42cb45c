import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../ui/toast';
import { limits, type AccountDetails, type ImageKind, accountCopy, settingsCopy } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { buttonClasses } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { SettingsSection } from './SettingsSection';
import { useReplaceImage } from './useSettingsChanges';

const acceptedTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

function ImagePicker({ kind, label, onPick, busy }: { kind: ImageKind; label: string; onPick: (file: File) => void; busy: boolean }) {
  const id = useId();
  return (
    <label htmlFor={id} className={buttonClasses('secondary', 'md', 'cursor-pointer has-[:focus-visible]:outline-2')}>
      {busy ? <Spinner size={16} /> : <ImageUp size={18} aria-hidden />}
      {label}
      <input
        id={id}
        type="file"
        accept={acceptedTypes}
        className="sr-only"
        disabled={busy}
        data-kind={kind}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </label>
  );
}

/** Profile picture and cover: uploaded at once, resized and stripped of camera data by the server. */
export function ImagesSection({ details }: { details: AccountDetails }) {
  const replace = useReplaceImage();
  const pick = (kind: ImageKind) => (file: File) => {
    // Checked here too so a big photo is refused before it travels.
    if (file.size > limits.imageUploadMaxBytes) return void toast.error(accountCopy.imageTooLarge);
    replace.mutate({ kind, file });
  };
  const busy = (kind: ImageKind) => replace.isPending && replace.variables?.kind === kind;
  return (
    <SettingsSection id="images" title={settingsCopy.images.title} description={settingsCopy.images.description}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={details.nickname} src={details.user_image} size={64} colour={details.colour} ring />
          <ImagePicker kind="profile" label={settingsCopy.images.changeProfile} onPick={pick('profile')} busy={busy('profile')} />
        </div>
        <div className="flex flex-col gap-3">
          <div className="flex aspect-[3/1] w-full items-center justify-center overflow-hidden rounded-lg border border-line bg-muted">
            {details.cover_image ? (
              <img src={details.cover_image} alt={settingsCopy.images.coverAlt} className="size-full object-cover" />
            ) : (
              <p className="text-sm text-fg-muted">{settingsCopy.images.noCover}</p>
            )}
          </div>
          <ImagePicker kind="cover" label={settingsCopy.images.changeCover} onPick={pick('cover')} busy={busy('cover')} />
        </div>
      </div>
    </SettingsSection>
  );
}
