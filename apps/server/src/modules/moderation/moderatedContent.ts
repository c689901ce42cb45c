import type { Transaction } from '../../db/client.js';
/** Content as moderators act on it, whatever its state: whose it is, a few words of it, and its marks. */
export interface ContentState {
  memberId: string;
  excerpt: string;
  removed: boolean;
  sensitive: boolean;
}

/**
 * What moderation needs of one kind of content (posts, comments), answered by the module that owns
 * it: its state, and the setters of removal and of the sensitive mark. Owning modules register
 * theirs at start (`moderationOf(app).content`), so moderation reads no other module's tables.
 */
export interface ModeratedKind {
  find(id: string): Promise<ContentState | undefined>;
  /** Both setters write through the action's transaction, so the change and its audit entry commit together. */
  setRemoved(id: string, removed: boolean, tx: Transaction): Promise<void>;
  setSensitive?(id: string, sensitive: boolean, tx: Transaction): Promise<void>;
  /** What was removed before the date and is still removed, a batch at a time. */
  removedBefore(cutoff: Date): Promise<string[]>;
  /** Erases removed content for good, as its author's deletion would. */
  erase(id: string): Promise<void>;
}

export type ContentKind = 'post' | 'comment';

/** The kinds of content moderators act on, filled by their owning modules. */
export class ModeratedContent {
  private readonly kinds = new Map<ContentKind, ModeratedKind>();

  register(kind: ContentKind, handler: ModeratedKind): void {
    this.kinds.set(kind, handler);
  }

  of(kind: ContentKind): ModeratedKind | undefined {
    return this.kinds.get(kind);
  }

  all(): Array<[ContentKind, ModeratedKind]> {
    return [...this.kinds];
  }
}

/** The first words of a text, on one line, for notices and the audit log. */
export const excerptOf = (text: string, length = 140): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
};
