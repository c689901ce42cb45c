import { useLocation, useParams } from 'react-router';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { profileSections } from '../../paths/profileSections';
import { AboutTab } from './tabs/AboutTab';
import { ActivityTab } from './tabs/ActivityTab';
import { GalleryTab } from './tabs/GalleryTab';
import { sectionCopy } from './sectionCopy';
import { useProfileMember } from './useProfileMember';

/** One profile page (timeline, about, friends, gallery, activity-feed); content arrives with the profile issue. */
export function ProfileSectionPage() {
  const username = useParams().username ?? '';
  const lastSegment = useLocation().pathname.split('/').filter(Boolean).at(-1);
  const section = profileSections.find((candidate) => candidate.slug === lastSegment) ?? profileSections[0];
  const member = useProfileMember(username);
  const copy = sectionCopy[section.slug];
  const [title, text] = member.isSelf ? copy.own : copy.other(member.nickname);
  const tabProps = { username, isSelf: member.isSelf, nickname: member.nickname };
  return (
    <section aria-labelledby="profile-section-title">
      <h2 id="profile-section-title" className="sr-only">
        {section.title}
      </h2>
      {section.slug === 'about' ? (
        <AboutTab username={username} />
      ) : section.slug === 'gallery' ? (
        <GalleryTab {...tabProps} />
      ) : section.slug === 'activity-feed' ? (
        <ActivityTab {...tabProps} />
      ) : (
        <Card>
          <EmptyState icon={copy.icon} title={title} headingLevel="h3">
            {text}
          </EmptyState>
        </Card>
      )}
    </section>
  );
}
