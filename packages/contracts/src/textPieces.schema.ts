import { z } from 'zod';

/**
 * A piece of a post's or comment's text as the page shows it: plain, a web link (http or https
 * only), an @mention or a #hashtag. The server finds them, so the page needs no link finder.
 */
const textPieceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('link'), text: z.string(), href: z.string() }),
  z.object({ kind: z.literal('mention'), text: z.string(), username: z.string() }),
  z.object({ kind: z.literal('hashtag'), text: z.string(), tag: z.string() }),
]);
export type TextPiece = z.infer<typeof textPieceSchema>;

/** A text in pieces, which join up to it again. */
export const textPiecesSchema = z.array(textPieceSchema);
