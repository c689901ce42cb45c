import { mutingCopy, type AccountDetails } from '@meshwork/contracts';
import { MutedConversationsList } from './MutedConversationsList';
import { MutedMembersList } from './MutedMembersList';
import { MutedWordsList } from './MutedWordsList';
import { SensitiveMediaSetting } from './SensitiveMediaSetting';
import { SettingsSection } from './SettingsSection';

/** "Muted and hidden": the words, hashtags and members the member keeps out of their lists, the conversations they muted, and how sensitive pictures show. */
export function MutedSection({ details }: { details: AccountDetails }) {
  return (
    <SettingsSection id="muted" title={mutingCopy.section.title} description={mutingCopy.section.description}>
      <div className="flex flex-col gap-6">
        <SensitiveMediaSetting details={details} />
        <MutedWordsList />
        <MutedMembersList />
        <MutedConversationsList />
      </div>
    </SettingsSection>
  );
}
