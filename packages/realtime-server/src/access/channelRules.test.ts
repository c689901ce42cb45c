import { directChannelOf, userChannelOf } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { mayUseChannel, mayUseGroup } from './channelRules.js';

const [a, b, c] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];

describe('channel rules', () => {
  it('lets members use their conversations, their user channel and public channels', () => {
    expect(mayUseChannel(a, directChannelOf(b, a), 'write')).toBe(true);
    expect(mayUseChannel(a, userChannelOf(a), 'read')).toBe(true);
    expect(mayUseChannel(a, 'public.lobby', 'write')).toBe(true);
    expect(mayUseChannel(a, `${directChannelOf(a, b)}-pnpres`, 'read')).toBe(true);
  });

  it('refuses other pairs, other users, non-canonical names and writing presence', () => {
    expect(mayUseChannel(c, directChannelOf(a, b), 'read')).toBe(false);
    expect(mayUseChannel(a, `dm.${b}.${a}`, 'read')).toBe(false);
    expect(mayUseChannel(a, `dm.${a}.${a}`, 'read')).toBe(false);
    expect(mayUseChannel(a, userChannelOf(b), 'read')).toBe(false);
    expect(mayUseChannel(a, 'public.', 'read')).toBe(false);
    expect(mayUseChannel(a, 'anything', 'read')).toBe(false);
    expect(mayUseChannel(a, 'public.lobby-pnpres', 'write')).toBe(false);
  });

  it('keeps channel groups in their owner’s namespace', () => {
    expect(mayUseGroup(a, `${a}:friends`)).toBe(true);
    expect(mayUseGroup(a, `${a}:friends-pnpres`)).toBe(true);
    expect(mayUseGroup(a, `${b}:friends`)).toBe(false);
  });
});
