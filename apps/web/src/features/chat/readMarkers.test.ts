import { setMemberships, type RealtimeConnection } from '@meshwork/realtime-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadMarkers } from './readMarkers';

vi.mock('@meshwork/realtime-client', () => ({ setMemberships: vi.fn() }));

const connection = {} as RealtimeConnection;
const written = () =>
  vi.mocked(setMemberships).mock.calls.map(([, request]) => request.channels.map((entry) => [entry.channel, entry.custom?.lastRead]));

describe('ReadMarkers', () => {
  let answers: Array<(failed?: boolean) => void>;
  beforeEach(() => {
    answers = [];
    vi.mocked(setMemberships).mockReset();
    vi.mocked(setMemberships).mockImplementation(
      () => new Promise((resolve, reject) => answers.push((failed) => (failed ? reject(new Error('503')) : resolve({} as never)))),
    );
  });

  it('keeps one write in flight per conversation and writes only the newest marker after it', async () => {
    const markers = new ReadMarkers(connection);
    markers.write('dm.a.b', '101');
    markers.write('dm.a.b', '102');
    markers.write('dm.a.b', '103');
    markers.write('group.1', '200');
    expect(written()).toEqual([[['dm.a.b', '101']], [['group.1', '200']]]);

    answers[0]!(true);
    await vi.waitFor(() => expect(written()).toHaveLength(3));
    expect(written()[2]).toEqual([['dm.a.b', '103']]);
    answers[2]!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(written()).toHaveLength(3);
  });
});
