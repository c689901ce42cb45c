import type { GroupStore } from './groupStore.js';

/**
 * The channels of each group, as this node last read them: a subscribe through a group costs no
 * query once its group is known. Changes on any node are announced on the bus and forgotten here.
 */
export class GroupDirectory {
  private readonly known = new Map<string, Promise<string[]>>();

  constructor(readonly store: GroupStore) {}

  channelsOf(group: string): Promise<string[]> {
    let channels = this.known.get(group);
    if (!channels) {
      channels = this.store.channelsOf(group);
      channels.catch(() => this.known.delete(group));
      this.known.set(group, channels);
      if (this.known.size > 100_000) this.known.delete(this.known.keys().next().value!);
    }
    return channels;
  }

  forget(groups: string[]): void {
    for (const group of groups) this.known.delete(group);
  }
}
