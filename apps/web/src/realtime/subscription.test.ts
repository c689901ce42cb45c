import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from './subscription';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the subscribe loop', () => {
  it('keeps its cursor when an answer carries none, and resumes from it', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const cursors: string[] = [];
    const answers = [{}, { t: { t: '17000000000000001', r: 1 }, m: [{ c: 'user.ada', d: { hello: 1 } }] }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        cursors.push(new URL(url, 'http://localhost').searchParams.get('tt')!);
        const answer = answers.shift();
        if (!answer) controller.abort();
        return new Response(JSON.stringify(answer ?? {}), { status: 200 });
      }),
    );
    const received: unknown[] = [];
    const loop = subscribe({
      memberId: 'ada',
      token: 't',
      channels: ['user.ada'],
      onMessage: (_channel, message) => received.push(message),
      signal: controller.signal,
    });
    await vi.runAllTimersAsync();
    await loop;
    expect(cursors).toEqual(['0', '0', '17000000000000001']);
    expect(received).toEqual([{ hello: 1 }]);
  });
});
