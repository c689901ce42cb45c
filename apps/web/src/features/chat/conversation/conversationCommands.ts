import { chatTypingIntervalMs } from '@meshwork/contracts';
import { signal } from '@meshwork/realtime-client';
import { deleteOwn, editOwn, toggleReaction } from '../messageActions';
import { loadOlder, loadOpening } from './historyLoader';
import type { LiveConversation } from './liveConversation';
import { MessageSender } from './messageSender';

/**
 * What the member does in a conversation of any kind: open it (its history loads and what it shows
 * is read), page back, send texts and files, retry, react, edit, delete, and say it is typing.
 * Only the conversations' views use it, so it loads with them and not with the shell.
 */
export class ConversationCommands<Event = never> {
  private readonly sender: MessageSender<Event>;
  private lastTypingSignal = 0;

  constructor(private readonly live: LiveConversation<Event>) {
    this.sender = new MessageSender(live);
  }

  /** A view shows the conversation: its history loads (again after a failure); the view marks read what it put on screen. */
  async open(): Promise<void> {
    this.live.show();
    await loadOpening(this.live);
  }

  /** The view has the newest message on screen: the member's read marker moves to it. */
  markRead(): void {
    this.live.markRead();
  }

  loadOlder(): Promise<void> {
    return loadOlder(this.live);
  }

  send(text: string): void {
    this.sender.send(text);
  }

  sendAttachment(file: File): void {
    this.sender.sendAttachment(file);
  }

  retry(key: string): void {
    this.sender.retry(key);
  }

  /** Adds one's reaction with this emoji, or takes it back. */
  react(key: string, emoji: string): Promise<void> {
    return toggleReaction(this.actionTarget(key), emoji);
  }

  edit(key: string, text: string): Promise<void> {
    return editOwn(this.actionTarget(key), text);
  }

  remove(key: string): Promise<void> {
    return deleteOwn(this.actionTarget(key));
  }

  /** Tells the others the member is typing: one signal every few seconds at most. */
  typing(): void {
    const now = Date.now();
    if (now - this.lastTypingSignal < chatTypingIntervalMs) return;
    this.lastTypingSignal = now;
    void signal(this.live.connection, { channel: this.live.channel, message: { typing: true } }).catch(() => undefined);
  }

  private actionTarget(key: string) {
    const { connection, channel, myUuid: uuid, state } = this.live;
    return { connection, channel, uuid, message: state.messages.find((candidate) => candidate.key === key) };
  }
}

const commandsOfConversation = new WeakMap<LiveConversation<unknown>, ConversationCommands<unknown>>();

/** The commands of a live conversation: one set each, so pending sends and their retries stay together. */
export function commandsOf<Event>(live: LiveConversation<Event>): ConversationCommands<Event> {
  const known = commandsOfConversation.get(live as LiveConversation<unknown>) as ConversationCommands<Event> | undefined;
  if (known) return known;
  const commands = new ConversationCommands(live);
  commandsOfConversation.set(live as LiveConversation<unknown>, commands as ConversationCommands<unknown>);
  return commands;
}
