/** The ways into rooms from elsewhere (the menu, a profile, a chat box, a group, an event): the shell's first load carries these only. */
export const roomDoorsCopy = {
  rooms: 'Rooms',
  visitRoom: 'Visit their room',
  myRoom: 'My room',
  groupRoom: 'Group room',
  eventRoom: 'Event room',
  meetInRoom: 'Meet in my room',
  meetMessage: (link: string) => `Come to my room: ${link}`,
} as const;
