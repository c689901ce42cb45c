import { z } from 'zod';
import { suggestionSchema } from './friends.js';

/** Why a member is suggested to a newcomer: they share friends, or they are a creator many follow. */
const welcomeSuggestionReasons = ['friend_of_friend', 'popular_creator'] as const;

const welcomeSuggestionSchema = suggestionSchema.extend({
  reason: z.enum(welcomeSuggestionReasons),
});
export type WelcomeSuggestion = z.infer<typeof welcomeSuggestionSchema>;

/** Each first step, done when the member's data shows it (docs/welcome.md). */
const welcomeStepsSchema = z.object({
  /** Has a friend or follows someone. */
  people: z.boolean(),
  /** Has a profile picture. */
  picture: z.boolean(),
  /** Has a current avatar. */
  avatar: z.boolean(),
  /** Has written a post. */
  post: z.boolean(),
});
export type WelcomeSteps = z.infer<typeof welcomeStepsSchema>;

/** `GET /api/welcome`: whether the newsfeed shows the welcome, its steps and whom to meet first. */
export const welcomeSchema = z.object({
  /** False for good once the member dismissed the welcome or did every step. */
  shown: z.boolean(),
  steps: welcomeStepsSchema,
  /** Friends of friends, or popular creators while the member has no friends; empty when not shown. */
  suggestions: z.array(welcomeSuggestionSchema),
});
export type Welcome = z.infer<typeof welcomeSchema>;
