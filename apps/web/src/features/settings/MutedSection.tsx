import { mutingCopy } from '@meshwork/contracts';
import { MutedMembersList } from './MutedMembersList';
import { MutedWordsList } from './MutedWordsList';
import { SettingsSection } from './SettingsSection';

/** "Muted and hidden": the words, hashtags and members the member keeps out of their lists. */
export function MutedSection() {
  return (
    <SettingsSection id="muted" title={mutingCopy.section.title} description={mutingCopy.section.description}>
      <div className="flex flex-col gap-6">
        <MutedWordsList />
        <MutedMembersList />
      </div>
    </SettingsSection>
  );
}
