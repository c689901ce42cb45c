// @vitest-environment happy-dom
import '../../test/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText';

describe('a message text', () => {
  it('links web addresses safely, keeps line breaks, and leaves markup and other schemes as text', () => {
    const text = 'see https://example.org/a?b=1.\n<b>bold</b> javascript:alert(1) 👋';
    const { container } = render(<MessageText text={text} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://example.org/a?b=1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(text);
    expect(container.querySelector('p')).toHaveClass('whitespace-pre-wrap');
  });
});
