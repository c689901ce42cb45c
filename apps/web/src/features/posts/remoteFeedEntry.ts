import type { FediverseNote } from '@meshwork/contracts';

/**
 * A remote note as a newsfeed entry: a note shared by a followed account is an entry of its own,
 * at the time of the share, beside the note itself when its author is followed too.
 */
export const remoteEntryId = (note: FediverseNote) => note.shared?.id ?? note.id;

export const remoteEntryAt = (note: FediverseNote) => note.shared?.shared_at ?? note.published_at;
