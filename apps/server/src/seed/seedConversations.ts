import { directChannelOf, groupChannelOf, type ChatText } from '@meshwork/contracts';
import type { App } from '../app.js';
import { groupConversationsOf } from '../modules/groups/index.js';
import { demoDirectConversations, demoGroups } from './demoConversations.js';
import type { DemoIds } from './seedMembers.js';

/**
 * Group conversations started through the groups module, and what members said in them and in
 * direct conversations, published in their names on the realtime service: stored in its history
 * and heard by the product (message notifications) as their own clients' messages are.
 */
export async function seedConversations(app: App, id: DemoIds): Promise<void> {
  const groups = groupConversationsOf(app);
  const say = async (channel: string, lines: Array<[Parameters<DemoIds>[0], string]>) => {
    for (const [author, text] of lines) await app.realtime.publishAs(id(author), channel, { text } satisfies ChatText);
  };
  for (const group of demoGroups) {
    const created = await groups.create(id(group.creator), group.name, group.members.map(id));
    await say(groupChannelOf(created.id), group.lines);
  }
  for (const { between, lines } of demoDirectConversations) await say(directChannelOf(id(between[0]), id(between[1])), lines);
}
