/** A remote account's page here: `/profile/@user@host`, the profile route with a handle of another server (`ProfileLayout`). */
export const remoteProfilePath = (handle: string) => `/profile/@${handle}`;

/** The server of a remote account's handle (`user@host`): its host. */
export const serverOfHandle = (handle: string) => handle.slice(handle.lastIndexOf('@') + 1);
