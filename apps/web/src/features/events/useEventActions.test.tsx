import '../../test/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fakeApi';
import { useSaveEvent } from './useEventActions';

const body = {
  title: 'Board games night',
  starts_at: '2030-12-01T17:00:00Z',
  ends_at: '2030-12-01T20:00:00Z',
  time_zone: 'Europe/Berlin',
  visibility: 'friends' as const,
};
const cover = { kind: 'replace' as const, file: new File([new Uint8Array([1, 2, 3])], 'cover.png', { type: 'image/png' }) };

describe('saving a new event with a cover', () => {
  it('edits the event its first attempt created when the cover failed, rather than create it twice', async () => {
    let coverFails = true;
    const requested = fakeApi({
      'POST /events': ok({ id: 'e1' }),
      'PUT /events/e1': ok({ id: 'e1' }),
      'PUT /events/e1/cover': () =>
        coverFails
          ? { status: 422, body: { status_code: 422, error: 'invalid_image', message: 'Not an image' } }
          : ok({ id: 'e1', cover_url: '/api/events/e1/cover' }),
    });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useSaveEvent(undefined, () => undefined), { wrapper });

    await act(() => result.current.mutateAsync({ body, cover }).catch(() => undefined));
    coverFails = false;
    await act(() => result.current.mutateAsync({ body, cover }));

    const calls = requested.map((url) => url.pathname);
    expect(calls.filter((call) => call.endsWith('/api/events'))).toHaveLength(1);
    expect(calls.filter((call) => call.endsWith('/api/events/e1'))).toHaveLength(1);
  });
});
