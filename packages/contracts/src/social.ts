import { z } from 'zod';
import { presenceStatusSchema } from './auth.js';

export const friendSchema = z.object({
  user_id: z.string(),
  fullname: z.string(),
  nickname: z.string(),
  username: z.string(),
  user_image: z.string().nullable(),
  colour: z.string(),
  /** A creator shows a badge and has a public list of followers. */
  is_creator: z.boolean(),
  status: presenceStatusSchema,
});
export type Friend = z.infer<typeof friendSchema>;
