import type { Post } from '@meshwork/contracts';

/** How a post is shown, as its form holds it: the warning's toggle and summary, and the sensitive mark. */
export interface WarningDraft {
  warned: boolean;
  summary: string;
  sensitive: boolean;
}

export const warningDraftOf = (post: Pick<Post, 'content_warning' | 'sensitive'>): WarningDraft => ({
  warned: post.content_warning !== '',
  summary: post.content_warning,
  sensitive: post.sensitive,
});

/** What the API takes: no warning when it is turned off. */
export const warningOf = (draft: WarningDraft) => ({ content_warning: draft.warned ? draft.summary : '', sensitive: draft.sensitive });
