import { PropertyValue } from '@fedify/vocab';
import { aboutDetailLabels, profilesCopy, type About, type AboutDetails } from '@meshwork/contracts';
import { escapeHtml } from '../../http/escapeHtml.js';

/** The website as the link Mastodon shows (and verifies with `rel="me"`); its scheme was checked when saved. */
const websiteLink = (url: string) =>
  `<a href="${escapeHtml(url)}" rel="me nofollow noopener noreferrer" target="_blank">${escapeHtml(url)}</a>`;

/**
 * The About lines a stranger sees (`about` as the profiles module presents it to a logged-out
 * visitor) as profile fields: name and HTML value, the filled ones only.
 */
export function aboutFields(about: About): PropertyValue[] {
  const lines: Array<[string, string]> = [
    [profilesCopy.about.location, escapeHtml(about.location)],
    [profilesCopy.about.website, about.website && websiteLink(about.website)],
    [profilesCopy.about.birthday, escapeHtml(about.birthday ?? '')],
    ...Object.entries(about.details).map(([key, value]): [string, string] => [
      aboutDetailLabels[key as keyof AboutDetails],
      escapeHtml(value),
    ]),
  ];
  return lines.filter(([, value]) => value !== '').map(([name, value]) => new PropertyValue({ name, value }));
}

/** The bio as HTML paragraphs: blank lines part paragraphs, single line breaks become `<br>`. */
export function bioHtml(bio: string): string | null {
  const paragraphs = bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`).join('');
}
