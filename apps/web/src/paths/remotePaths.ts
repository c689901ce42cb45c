/** A remote account's page here: `/profile/@user@host`, the profile route with a handle of another server (`ProfileLayout`). */
export const remoteProfilePath = (handle: string) => `/profile/@${handle}`;
