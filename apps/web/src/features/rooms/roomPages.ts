// The rooms' two pages in one lazy module: the first load names one chunk for both.
export { RoomPage } from './RoomPage';
export { RoomsPage } from './RoomsPage';
