import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { useThemeChoice } from './features/theme/themeStore';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  const theme = useThemeChoice();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster theme={theme} position="top-center" closeButton />
    </QueryClientProvider>
  );
}
