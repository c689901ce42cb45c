// @vitest-environment happy-dom
import '../../test/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Warned } from './Warned';

describe('a post behind a content warning', () => {
  it('shows the warning first and the text after a click', async () => {
    render(
      <Warned warning="Film plot">
        <p>The butler did it</p>
      </Warned>,
    );
    const summary = screen.getByText('Film plot');
    const disclosure = summary.closest('details')!;
    expect(disclosure.open).toBe(false);
    await userEvent.click(summary);
    expect(disclosure.open).toBe(true);
    expect(screen.getByText('The butler did it')).toBeTruthy();
  });

  it('shows a post without a warning as it is', () => {
    const { container } = render(
      <Warned warning="">
        <p>Plain text</p>
      </Warned>,
    );
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByText('Plain text')).toBeTruthy();
  });
});
