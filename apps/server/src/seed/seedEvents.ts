import { instantOfWallClock, wallClockOf, type EventAnswer } from '@meshwork/contracts';
import type { App } from '../app.js';
import { backdated } from '../clock/clock.js';
import { eventsOf } from '../modules/events/index.js';
import { demoEvents } from './demoEvents.js';
import type { DemoUsername } from './demoMembers.js';
import { renderScene } from './demoScenes.js';
import { day, hour } from './demoTime.js';
import { seededRandom } from './random.js';
import type { DemoIds } from './seedMembers.js';

/**
 * The coming events, through the events module as their hosts and guests do it: hosted a few days
 * ago (one with a cover), friends invited, and their answers given; the invitations, answers and
 * reminders follow as they do live.
 */
export async function seedEvents(app: App, id: DemoIds, now: number): Promise<void> {
  const { events, guests, covers } = eventsOf(app);
  const random = seededRandom(11);
  for (const [index, event] of demoEvents.entries()) {
    const host = id(event.host);
    // The day `inDays` ahead in the host's zone, at their local hour.
    const localDay = wallClockOf(new Date(now + event.inDays * day), event.timeZone).slice(0, 10);
    const startsAt = instantOfWallClock(`${localDay}T${String(event.startsAtHour).padStart(2, '0')}:00`, event.timeZone);
    await backdated(new Date(now - (index + 2) * day), async () => {
      const created = await events.create(host, {
        title: event.title,
        description: event.description,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + event.hours * hour),
        time_zone: event.timeZone,
        place: event.place,
        link: event.link ?? '',
        visibility: event.visibility,
      });
      if (event.cover) await covers.replace(host, created.id, await renderScene(event.cover, random));
      const invited = Object.entries(event.guests) as Array<[DemoUsername, EventAnswer | 'invited']>;
      await guests.invite(
        host,
        created.id,
        invited.map(([guest]) => id(guest)),
      );
      for (const [guest, answer] of invited) if (answer !== 'invited') await guests.answer(id(guest), created.id, host, answer);
    });
  }
}
