// @vitest-environment happy-dom
import '../../test/dom';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppFrame } from './AppFrame';

describe('NavigationProgress', () => {
  it('shows while a navigation loads and hides when it ends', async () => {
    let finish: () => void = () => {};
    const router = createMemoryRouter([
      {
        Component: AppFrame,
        children: [
          { path: '/', element: <h1>Start</h1> },
          { path: '/slow', loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))), element: <h1>Slow</h1> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    void router.navigate('/slow');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();

    finish();
    expect(await screen.findByRole('heading', { name: 'Slow' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
