import './zodWithoutEval';
import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { setSessionEndHandlers } from './api/sessionRules';
import { clearOnMemberChange, queryClient } from './api/queryClient';
import { loginPromptPath } from './api/returnPath';
import { App } from './App';
import { loginPath } from './features/auth/guards';
import { themeStore } from './features/theme/themeStore';
import { createRoutes } from './router';

function bootstrap(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into');
  themeStore.start();
  const router = createBrowserRouter(createRoutes(queryClient));
  setSessionEndHandlers({
    onExpired: () => void router.navigate(loginPromptPath, { replace: true }),
    onRejected: () => void router.navigate(loginPath, { replace: true }),
  });
  clearOnMemberChange(queryClient);
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

try {
  bootstrap();
} catch (error) {
  console.error('Meshwork could not start', error);
}
