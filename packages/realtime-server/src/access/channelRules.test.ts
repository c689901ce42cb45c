import { directChannelOf, groupChannelOf, roomChannelOf, userChannelOf } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { mayUseChannel, mayUseGroup } from './channelRules.js';

const none = new Set<string>();
const [a, b, c] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];

describe('channel rules', () => {
  it('lets members use their conversations, their user channel and public channels', () => {
    expect(mayUseChannel(a, directChannelOf(b, a), 'write', none)).toBe(true);
    expect(mayUseChannel(a, userChannelOf(a), 'read', none)).toBe(true);
    expect(mayUseChannel(a, 'public.lobby', 'write', none)).toBe(true);
    expect(mayUseChannel(a, `${directChannelOf(a, b)}-pnpres`, 'read', none)).toBe(true);
  });

  it('refuses other pairs, other users, non-canonical names and writing presence', () => {
    expect(mayUseChannel(c, directChannelOf(a, b), 'read', none)).toBe(false);
    expect(mayUseChannel(a, `dm.${b}.${a}`, 'read', none)).toBe(false);
    expect(mayUseChannel(a, `dm.${a}.${a}`, 'read', none)).toBe(false);
    expect(mayUseChannel(a, userChannelOf(b), 'read', none)).toBe(false);
    expect(mayUseChannel(a, 'public.', 'read', none)).toBe(false);
    expect(mayUseChannel(a, 'anything', 'read', none)).toBe(false);
    expect(mayUseChannel(a, 'public.lobby-pnpres', 'write', none)).toBe(false);
  });

  it('opens a group conversation to its current members only, never its presence for writing', () => {
    const groups = new Set([groupChannelOf('g1')]);
    expect(mayUseChannel(a, groupChannelOf('g1'), 'write', groups)).toBe(true);
    expect(mayUseChannel(a, `${groupChannelOf('g1')}-pnpres`, 'read', groups)).toBe(true);
    expect(mayUseChannel(a, `${groupChannelOf('g1')}-pnpres`, 'write', groups)).toBe(false);
    expect(mayUseChannel(a, groupChannelOf('g2'), 'read', groups)).toBe(false);
    expect(mayUseChannel(a, groupChannelOf('g1'), 'read', none)).toBe(false);
    expect(mayUseChannel(a, 'group.', 'read', groups)).toBe(false);
  });

  it('opens a room to the members the product names only, like a group conversation', () => {
    const rooms = new Set([roomChannelOf('r1')]);
    expect(mayUseChannel(a, roomChannelOf('r1'), 'write', rooms)).toBe(true);
    expect(mayUseChannel(a, `${roomChannelOf('r1')}-pnpres`, 'read', rooms)).toBe(true);
    expect(mayUseChannel(a, `${roomChannelOf('r1')}-pnpres`, 'write', rooms)).toBe(false);
    expect(mayUseChannel(a, roomChannelOf('r2'), 'read', rooms)).toBe(false);
    expect(mayUseChannel(a, roomChannelOf('r1'), 'read', none)).toBe(false);
    // A group's id named as a room is not that group's conversation, nor the other way round.
    expect(mayUseChannel(a, groupChannelOf('r1'), 'read', rooms)).toBe(false);
    expect(mayUseChannel(a, 'room.', 'read', rooms)).toBe(false);
  });

  it('keeps channel groups in their owner’s namespace', () => {
    expect(mayUseGroup(a, `${a}:friends`)).toBe(true);
    expect(mayUseGroup(a, `${a}:friends-pnpres`)).toBe(true);
    expect(mayUseGroup(a, `${b}:friends`)).toBe(false);
  });
});
