export const hour = 60 * 60 * 1000;
export const day = 24 * hour;
/** How far back the demo network's life goes: its members joined a little before. */
export const span = 21 * day;
export const joinedBefore = 22 * day;
