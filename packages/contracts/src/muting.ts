import { z } from 'zod';
import { mutingCopy } from './copy/muting.js';
import { blockedMemberSchema } from './friends.js';
import { directMembersOfChannel, groupIdOfChannel } from './realtime.js';

export const mutingLimits = {
  phraseMaxLength: 100,
  /** Muted words and hashtags one member keeps. */
  wordsMax: 100,
  /** Conversations one member keeps muted at a time (expired mutes do not count). */
  conversationsMax: 500,
  /** The longest conversation channel name: `dm.` and two member ids. */
  channelMaxLength: 80,
  /** Mutes, unmutes, words, conversations and hides a member changes in a minute. */
  perMinute: 30,
} as const;

/** How long a word or a conversation stays muted, in days; `forever` until removed. */
export const mutedWordDurations = { '1d': 1, '7d': 7, '30d': 30, forever: null } as const;
export type MutedWordDuration = keyof typeof mutedWordDurations;

const durationSchema = z.enum(Object.keys(mutedWordDurations) as [MutedWordDuration, ...MutedWordDuration[]], {
  error: mutingCopy.unknownDuration,
});

/** A control character (NUL, tab, newline, escape…): none belongs in a phrase. */
const hasControlCharacter = (text: string) => [...text].some((character) => character < ' ' || character === '\u007f');

/** `POST /muted-words`: a word, a phrase, or a hashtag (a leading `#`); the same phrase again sets a new expiry. */
export const mutedWordCreateSchema = z.object({
  phrase: z
    .string({ error: mutingCopy.phraseRequired })
    .refine((text) => !hasControlCharacter(text), { error: mutingCopy.phraseControl })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, { error: mutingCopy.phraseRequired })
        .max(mutingLimits.phraseMaxLength, { error: mutingCopy.phraseTooLong })
        .refine((text) => text !== '#', { error: mutingCopy.phraseRequired }),
    ),
  duration: durationSchema,
});

export const mutedWordSchema = z.object({
  id: z.string(),
  phrase: z.string(),
  /** Null: muted until removed. */
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type MutedWord = z.infer<typeof mutedWordSchema>;

export const mutedWordParamsSchema = z.object({ id: z.string().uuid({ error: mutingCopy.invalidWordId }) });

/** A muted member and when they were muted, as blocked members are listed. */
export const mutedMemberSchema = blockedMemberSchema;
export type MutedMember = z.infer<typeof mutedMemberSchema>;

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A conversation's channel as the realtime service names it: `dm.<id>.<id>` (in its one order) or `group.<id>`. */
const isConversationChannel = (channel: string): boolean => {
  const ids = directMembersOfChannel(channel) ?? [groupIdOfChannel(channel)];
  return ids.every((id) => id !== null && idPattern.test(id));
};

/** `/muted-conversations/:channel`: a direct or group conversation's channel, nothing else. */
export const mutedConversationParamsSchema = z.object({
  channel: z
    .string()
    .max(mutingLimits.channelMaxLength, { error: mutingCopy.channelTooLong, abort: true })
    .refine(isConversationChannel, { error: mutingCopy.invalidChannel }),
});

/** `PUT /muted-conversations/:channel`: for how long; again, a new expiry. */
export const mutedConversationBodySchema = z.object({ duration: durationSchema });

export const mutedConversationSchema = z.object({
  channel: z.string(),
  /** Null: muted until unmuted. */
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type MutedConversation = z.infer<typeof mutedConversationSchema>;
