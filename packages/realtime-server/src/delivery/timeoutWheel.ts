/**
 * One timer for every waiting request: entries sit in one-second slots and a single interval
 * expires the due slot, so a held long-poll costs no timer of its own.
 */
export class TimeoutWheel<Entry> {
  private readonly slots = new Map<number, Set<Entry>>();
  private readonly slotOf = new Map<Entry, number>();
  private readonly timer: NodeJS.Timeout;
  private nextSlot = currentSecond();

  constructor(private readonly expire: (entry: Entry) => void) {
    this.timer = setInterval(() => this.tick(), 250);
    this.timer.unref();
  }

  add(entry: Entry, afterSeconds: number): void {
    const slot = Math.max(currentSecond() + Math.ceil(afterSeconds), this.nextSlot);
    let entries = this.slots.get(slot);
    if (!entries) this.slots.set(slot, (entries = new Set()));
    entries.add(entry);
    this.slotOf.set(entry, slot);
  }

  remove(entry: Entry): void {
    const slot = this.slotOf.get(entry);
    if (slot === undefined) return;
    this.slotOf.delete(entry);
    this.slots.get(slot)?.delete(entry);
  }

  get size(): number {
    return this.slotOf.size;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const now = currentSecond();
    for (; this.nextSlot <= now; this.nextSlot++) {
      const due = this.slots.get(this.nextSlot);
      if (!due) continue;
      this.slots.delete(this.nextSlot);
      for (const entry of due) {
        this.slotOf.delete(entry);
        this.expire(entry);
      }
    }
  }
}

function currentSecond(): number {
  return Math.floor(Date.now() / 1000);
}
