// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventsCopy } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

describe('the month grid and the keyboard', () => {
  it('keeps the focus when an arrow key leaves the month: the next month shows with its day focused', async () => {
    fakeApi({ 'GET /events': ok([]), 'GET /events/upcoming': ok([]) });
    renderApp('/event-calendar?month=2026-11', demoSession);
    await screen.findByRole('grid', { name: eventsCopy.monthView });
    const lastDay = document.querySelector<HTMLElement>('[data-day="2026-11-30"]')!;
    lastDay.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-01'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-30'));
  });
});
