/** A report another server sent (a `Flag`) of one of our posts, comments or members. */
export interface ReceivedReport {
  host: string;
  target: { type: 'post' | 'comment' | 'member'; id: string };
  comment: string;
}

/**
 * Where the inbox hands the reports other servers send: to the reports module, which registers
 * after this one and sets its filer at start. Until then (and in a server without it) they are dropped.
 */
export class ReceivedFlags {
  private filer: ((report: ReceivedReport) => Promise<void>) | undefined;

  /** Set once, by the reports module. */
  fileWith(filer: (report: ReceivedReport) => Promise<void>): void {
    this.filer = filer;
  }

  async file(report: ReceivedReport): Promise<void> {
    await this.filer?.(report);
  }
}
