import { z } from 'zod';
import { mutingCopy } from './copy/muting.js';
import { blockedMemberSchema } from './friends.js';

export const mutingLimits = {
  phraseMaxLength: 100,
  /** Muted words and hashtags one member keeps. */
  wordsMax: 100,
  /** Mutes, unmutes, words and hides a member changes in a minute. */
  perMinute: 30,
} as const;

/** How long a word stays muted, in days; `forever` until removed. */
export const mutedWordDurations = { '1d': 1, '7d': 7, '30d': 30, forever: null } as const;
export type MutedWordDuration = keyof typeof mutedWordDurations;

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
  duration: z.enum(Object.keys(mutedWordDurations) as [MutedWordDuration, ...MutedWordDuration[]], {
    error: mutingCopy.unknownDuration,
  }),
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
