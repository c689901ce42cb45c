import { find } from 'linkifyjs';
import 'linkify-plugin-hashtag';
import 'linkify-plugin-mention';

/** How many hashtags and mentions of one text are kept: enough for any real post, bounded for a crafted one. */
const tagsMax = 30;
const tagMaxLength = 100;

const distinct = (values: string[]) => [...new Set(values)].slice(0, tagsMax);

/**
 * The `#hashtags` of a text, lowercase and without `#`, found the way the page links them
 * (linkifyjs and its hashtag plugin, as in the web app's richText.ts).
 */
export function hashtagsOf(text: string): string[] {
  return distinct(
    find(text, 'hashtag')
      .map((found) => found.value.slice(1).toLowerCase())
      .filter((tag) => tag.length <= tagMaxLength),
  );
}

/** The usernames a text mentions with `@username`, lowercase. */
export function mentionsOf(text: string): string[] {
  return distinct(find(text, 'mention').map((found) => found.value.slice(1).toLowerCase()));
}
