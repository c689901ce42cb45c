import type { RoomMessage } from '@meshwork/contracts';
import { z } from 'zod';

/** An offer or an answer, as the room channel carries it to one person. */
export type VoiceDescription = Extract<RoomMessage, { room: 'voice' }>['description'];

const voiceDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().min(1),
}) satisfies z.ZodType<VoiceDescription>;

/** The description someone sent, or null when it is not one: anyone in the room can send anything. */
export function readVoiceDescription(value: unknown): VoiceDescription | null {
  const parsed = voiceDescriptionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
