import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { birthdayParts, categoryKinds, profilesCopy, type About, type AboutDetails } from '@meshwork/contracts';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineAlert } from '../../../ui/InlineAlert';
import { Skeleton } from '../../../ui/Skeleton';
import { aboutQuery } from './profileTabQueries';

const copy = profilesCopy.about;
const settingsLink = '/settings#profile';

const detailsByKind: Record<(typeof categoryKinds)[number], Array<[keyof AboutDetails, string]>> = {
  personal: [
    ['hometown', copy.hometown],
    ['relationship', copy.relationship],
    ['languages', copy.languages],
  ],
  professional: [
    ['work', copy.work],
    ['education', copy.education],
  ],
  business: [
    ['business_name', copy.businessName],
    ['business_contact', copy.businessContact],
  ],
};

/** A birthday as shown: the month and day, and the year when the member shows it. */
function birthdayText(visible: string): string {
  const { year, month, day } = birthdayParts(visible);
  const date = new Date(Date.UTC(year ?? 2000, month - 1, day));
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' });
}

/** One line of the page: filled, or for the owner a prompt to fill it; others never see empty lines. */
function Row({ label, value, isSelf }: { label: string; value: ReactNode; isSelf: boolean }) {
  if (!value && !isSelf) return null;
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words">
        {value || (
          <Link to={settingsLink} className="font-medium text-link underline-offset-4 hover:underline">
            {copy.ownEmptyPrompt}
          </Link>
        )}
      </dd>
    </div>
  );
}

function AboutRows({ about }: { about: About }) {
  const { is_self: isSelf } = about;
  const categoriesOf = (kind: (typeof categoryKinds)[number]) => about.categories[kind].map((category) => category.name).join(', ');
  return (
    <>
      <dl className="divide-y divide-line">
        <Row label={copy.bio} value={about.bio && <span className="whitespace-pre-line">{about.bio}</span>} isSelf={isSelf} />
        <Row label={copy.location} value={about.location} isSelf={isSelf} />
        <Row
          label={copy.website}
          value={
            about.website && (
              <a
                href={about.website}
                rel="noopener nofollow ugc"
                target="_blank"
                className="font-medium text-link underline-offset-4 hover:underline"
              >
                {about.website.replace(/^https?:\/\//, '')}
              </a>
            )
          }
          isSelf={isSelf}
        />
        <Row label={copy.birthday} value={about.birthday && birthdayText(about.birthday)} isSelf={isSelf} />
        <Row
          label={copy.joined}
          value={new Date(about.joined_at).toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}
          isSelf={isSelf}
        />
      </dl>
      {categoryKinds.map((kind) => {
        const rows = detailsByKind[kind].filter(([key]) => isSelf || about.details[key]);
        const categories = categoriesOf(kind);
        if (rows.length === 0 && !categories) return null;
        return (
          <section key={kind} aria-labelledby={`about-${kind}`} className="mt-4">
            <h3 id={`about-${kind}`} className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {copy[kind]}
            </h3>
            <dl className="divide-y divide-line">
              {rows.map(([key, label]) => (
                <Row key={key} label={label} value={about.details[key]} isSelf={isSelf} />
              ))}
              {(categories || isSelf) && <Row label={copy.categories} value={categories} isSelf={isSelf} />}
            </dl>
          </section>
        );
      })}
      {isSelf && (
        <Link
          to={settingsLink}
          className="mt-4 inline-flex h-11 items-center text-sm font-medium text-link underline-offset-4 hover:underline"
        >
          {copy.editProfile}
        </Link>
      )}
    </>
  );
}

/** Whether a member who is not the viewer has shared nothing at all. */
const sharedNothing = (about: About) =>
  !about.bio &&
  !about.location &&
  !about.website &&
  !about.birthday &&
  Object.values(about.details).every((value) => !value) &&
  categoryKinds.every((kind) => about.categories[kind].length === 0);

/** The About tab: bio, location, website, birthday (as its visibility allows), details by category, joined date. */
export function AboutTab({ username }: { username: string }) {
  const about = useQuery(aboutQuery(username));
  if (about.isPending) {
    return (
      <Card className="flex flex-col gap-3 p-4" aria-busy>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-1/3" />
      </Card>
    );
  }
  if (about.isError) return <InlineAlert tone="error">{copy.loadError}</InlineAlert>;
  if (!about.data.is_self && sharedNothing(about.data)) {
    return (
      <Card>
        <EmptyState icon={Info} title={copy.otherEmpty(about.data.nickname)} headingLevel="h3" />
      </Card>
    );
  }
  return (
    <Card className="p-4 sm:p-6">
      <AboutRows about={about.data} />
    </Card>
  );
}
