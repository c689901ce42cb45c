/**
 * Listeners a module lets later modules add to one of its events (`listen`), called in order after
 * the event (`changed`). The caller waits for them: a listener should only queue its work.
 */
export class Listeners<Event> {
  private readonly listeners: Array<(event: Event) => Promise<void>> = [];

  listen(listener: (event: Event) => Promise<void>): void {
    this.listeners.push(listener);
  }

  async changed(event: Event): Promise<void> {
    for (const listener of this.listeners) await listener(event);
  }
}
