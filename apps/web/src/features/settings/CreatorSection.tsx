import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { type AccountDetails, accountCopy, settingsCopy } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { creatorStatusQuery } from './settingsQueries';
import { SettingsSection } from './SettingsSection';
import { useBecomeCreator } from './useSettingsChanges';

export function CreatorSection({ details }: { details: AccountDetails }) {
  const upgrade = useBecomeCreator();
  const pending = useQuery(creatorStatusQuery).data?.creator_request_pending ?? false;
  return (
    <SettingsSection id="creator" title={settingsCopy.creator.title} description={settingsCopy.creator.description}>
      {details.is_creator ? (
        <p className="flex items-center gap-2 text-sm font-medium">
          <BadgeCheck size={20} aria-hidden className="text-accent" /> {settingsCopy.creator.already}
        </p>
      ) : pending ? (
        <Button disabled>{accountCopy.creatorRequestPending}</Button>
      ) : (
        <ConfirmDialog
          trigger={<Button loading={upgrade.isPending}>{settingsCopy.creator.become}</Button>}
          title={settingsCopy.creator.confirmTitle}
          description={settingsCopy.creator.description}
          confirmLabel={settingsCopy.creator.become}
          onConfirm={() => upgrade.mutate(undefined)}
        />
      )}
    </SettingsSection>
  );
}
