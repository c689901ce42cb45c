/** A held subscribe request, and how it is checked again when its member's access changes. */
export interface HeldSubscribe {
  memberId: string;
  recheck(): void;
}

/** This node's held subscribe requests by member, so that an access change reaches them at once. */
export class HeldSubscribes {
  private readonly byMember = new Map<string, Set<HeldSubscribe>>();

  add(held: HeldSubscribe): void {
    let requests = this.byMember.get(held.memberId);
    if (!requests) this.byMember.set(held.memberId, (requests = new Set()));
    requests.add(held);
  }

  remove(held: HeldSubscribe): void {
    const requests = this.byMember.get(held.memberId);
    requests?.delete(held);
    if (requests?.size === 0) this.byMember.delete(held.memberId);
  }

  of(memberIds: readonly string[]): HeldSubscribe[] {
    return memberIds.flatMap((memberId) => [...(this.byMember.get(memberId) ?? [])]);
  }

  all(): HeldSubscribe[] {
    return [...this.byMember.values()].flatMap((requests) => [...requests]);
  }
}
