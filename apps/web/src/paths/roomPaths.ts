/** The web app's rooms: the member's list, and one room's page (the link people share). */
export const roomsPath = '/rooms';
export const roomPath = (roomId: string) => `${roomsPath}/${encodeURIComponent(roomId)}`;
