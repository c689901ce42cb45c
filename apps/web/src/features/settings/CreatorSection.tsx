import { BadgeCheck } from 'lucide-react';
import type { AccountDetails } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SettingsSection } from './SettingsSection';
import { useSettingsAction } from './useSettingsAction';

const whatChanges =
  'Your profile gets a creator badge and your followers become public, so anyone can see who follows you. This cannot be undone from settings.';

export function CreatorSection({ details }: { details: AccountDetails }) {
  const upgrade = useSettingsAction(() => envelopeOf(api.POST('/user/creator-upgrade')));
  return (
    <SettingsSection id="creator" title="Creator account" description={whatChanges}>
      {details.is_creator ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <BadgeCheck size={20} aria-hidden className="text-accent" /> You are a creator.
        </p>
      ) : (
        <ConfirmDialog
          trigger={<Button loading={upgrade.isPending}>Become a creator</Button>}
          title="Become a creator?"
          description={whatChanges}
          confirmLabel="Become a creator"
          onConfirm={() => upgrade.mutate(undefined)}
        />
      )}
    </SettingsSection>
  );
}
