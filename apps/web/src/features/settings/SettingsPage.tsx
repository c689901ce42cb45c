import { settingsCopy } from '@meshwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../api/session';
import { accountDetailsQuery } from '../account/accountQueries';
import { CreatorSection } from './CreatorSection';
import { DeactivateSection } from './DeactivateSection';
import { DeleteSection } from './DeleteSection';
import { ImagesSection } from './ImagesSection';
import { MutedSection } from './MutedSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SecurityCodeSection } from './SecurityCodeSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

const sections = Object.entries(settingsCopy.sections);

/** The member's settings: profile, pictures, security and the account's lifecycle, one section each. */
export function SettingsPage() {
  const session = useSession();
  const details = useQuery(accountDetailsQuery(session?.user_id ?? '')).data;
  if (!details) return null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{settingsCopy.title}</h1>
        <nav aria-label={settingsCopy.sectionsLabel} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {sections.map(([id, title]) => (
            <a
              key={id}
              href={`#${id}`}
              // Scrolls without a history entry, so the router does not reload the page.
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              className="inline-flex min-h-11 items-center font-medium text-link hover:underline"
            >
              {title}
            </a>
          ))}
        </nav>
      </div>
      <ProfileSection details={details} />
      <ImagesSection details={details} />
      <PasswordSection />
      <SecurityCodeSection details={details} />
      <TwoFactorSection details={details} />
      <SessionsSection />
      <MutedSection details={details} />
      <CreatorSection details={details} />
      <DeactivateSection />
      <DeleteSection details={details} />
    </div>
  );
}
