import { profilePath } from './profileSections';

/** The query that opens the timeline's composer at once ("write on their timeline", e.g. from the birthday page). */
export const composeParam = 'compose';

/** A member's timeline with its composer open and focused: writing on a friend's timeline in one click. */
export const writeOnTimelinePath = (username: string) => `${profilePath(username)}?${composeParam}=1`;
