// Plain constants of reactions and comments, apart from their zod schemas (engagement.schema.ts).

/** The reactions a member may give a post, one at a time. */
export const reactionKinds = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
export type ReactionKind = (typeof reactionKinds)[number];
