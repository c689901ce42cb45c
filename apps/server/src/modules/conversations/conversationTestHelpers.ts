import { chatReadField, directChannelOf } from '@meshwork/contracts';
import { memberCalls } from '@meshwork/realtime-server/testing';
import { expect } from 'vitest';
import { befriend } from '../../../test/graphHelpers.js';
import { signedInMember, type SignedInMember } from '../../../test/sessionHelpers.js';
import type { TestApp } from '../../../test/testApp.js';
import { realtimeKeys, realtimeOf } from '../realtime/testing/realtimeTesting.js';

const enc = encodeURIComponent;

/** What members do in conversations, through the realtime service as their clients do. */
export function conversationHelpers(t: TestApp) {
  const sub = realtimeKeys.subscribeKey;
  const as = (member: SignedInMember) => memberCalls(realtimeOf(t), member);

  return {
    async friends(count: number): Promise<SignedInMember[]> {
      const members: SignedInMember[] = [];
      for (let index = 0; index < count; index++) members.push(await signedInMember(t));
      for (const friend of members.slice(1)) await befriend(members[0]!, friend);
      return members;
    },
    async startGroup(owner: SignedInMember, others: SignedInMember[]): Promise<{ id: string; channel: string }> {
      const answer = await owner.call('POST', '/groups', { name: 'Crew', member_ids: others.map((member) => member.id) });
      expect(answer.status).toBe(201);
      return answer.body.output;
    },
    /** Publishes a chat text and answers its timetoken. */
    async say(member: SignedInMember, channel: string, text: string): Promise<string> {
      const answer = await as(member).publish(channel, { text, key: `${member.id}-${text}` });
      expect(answer.status).toBe(200);
      return answer.body[2] as string;
    },
    direct: (a: SignedInMember, b: SignedInMember) => directChannelOf(a.id, b.id),
    async act(member: SignedInMember, channel: string, timetoken: string, type: string, value: string): Promise<void> {
      const answer = await as(member).request('POST', `/v1/message-actions/${sub}/channel/${enc(channel)}/message/${timetoken}`, {
        type,
        value,
      });
      expect(answer.status).toBe(200);
    },
    /** Moves the member's read marker in a conversation, as a client showing the conversation does. */
    async markRead(member: SignedInMember, channel: string, timetoken: string): Promise<void> {
      const answer = await as(member).request('PATCH', `/v2/objects/${sub}/uuids/${enc(member.uuid)}/channels`, {
        set: [{ channel: { id: channel }, custom: { [chatReadField]: timetoken } }],
      });
      expect(answer.status).toBe(200);
    },
  };
}
