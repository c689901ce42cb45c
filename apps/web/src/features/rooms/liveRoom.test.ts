import { roomChannelOf, serverRealtimeUuid, type Room, type RoomPerson } from '@meshwork/contracts';
import type { MessageEvent } from '@meshwork/realtime-client';
import { describe, expect, it } from 'vitest';
import type { TabSubscription } from '../../realtime/tabSubscription';
import { LiveRoom, type LiveRoomEvents } from './liveRoom';

const person = (id: string): RoomPerson => ({
  user_id: id,
  fullname: id,
  nickname: id,
  username: id,
  user_image: null,
  colour: '#4f46e5',
  is_creator: false,
  avatar_url: null,
});
const room = { id: 'r1', channel: roomChannelOf('r1'), people: [] } as unknown as Room;

/** A room heard through a tab whose one listener the test calls as the service would. */
function liveRoom() {
  const heard: string[] = [];
  let listener: { message(event: MessageEvent): void } | undefined;
  const tab = {
    connection: {},
    register: (registered: typeof listener) => {
      listener = registered;
      return { setChannels: () => undefined, remove: () => undefined };
    },
  } as unknown as TabSubscription;
  const events: LiveRoomEvents = {
    voice: () => heard.push('voice'),
    arrived: (id) => heard.push(`arrived ${id}`),
    departed: (id) => heard.push(`departed ${id}`),
    hostMuted: () => heard.push('host-muted'),
    movedByHost: () => heard.push('moved'),
    ended: (reason) => heard.push(`ended ${reason}`),
    stranger: () => undefined,
  };
  const live = new LiveRoom(room, person('me'), tab, events);
  live.start();
  const say = (publisher: string, message: unknown) =>
    listener!.message({ channel: room.channel, subscription: room.channel, timetoken: '1', publisher, message } as MessageEvent);
  return { live, heard, say };
}

describe('LiveRoom', () => {
  it('takes the room’s news from the server only: a member cannot remove, mute or move another', () => {
    const { heard, say } = liveRoom();
    for (const news of [
      { room: 'removed', member_id: 'me' },
      { room: 'host-muted', member_id: 'me' },
      { room: 'moved', member_id: 'me', x: 1, z: 1 },
      { room: 'joined', person: person('ghost') },
    ])
      say('mallory-rt', news);
    expect(heard).toEqual([]);
    say(serverRealtimeUuid, { room: 'joined', person: person('ann') });
    say(serverRealtimeUuid, { room: 'host-muted', member_id: 'me' });
    say(serverRealtimeUuid, { room: 'removed', member_id: 'me' });
    expect(heard).toEqual(['arrived ann', 'host-muted', 'ended removed']);
  });

  it('plays only the emotes and reactions the room knows', () => {
    const { live, say } = liveRoom();
    say('ann-rt', { room: 'emote', emote: 'moonwalk' });
    say('ann-rt', { room: 'reaction', reaction: '<script>' });
    expect(live.emoteOf('ann', performance.now())).toBeNull();
    expect(live.reactionsOf('ann', performance.now())).toEqual([]);
    say('ann-rt', { room: 'emote', emote: 'wave' });
    expect(live.emoteOf('ann', performance.now())?.emote).toBe('wave');
  });
});
