import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import type { ShellLoaderData } from './shellLoader';
import { Shell } from './Shell';
import { ShellSkeleton } from '../ui/ShellSkeleton';

// The prompt carries the login form and its validation, which the shell itself never needs.
const LoginPromptPage = lazy(() => import('../features/auth/LoginPromptPage').then((m) => ({ default: m.LoginPromptPage })));
const TwoFactorGate = lazy(() => import('../features/twoFactor/TwoFactorGate').then((m) => ({ default: m.TwoFactorGate })));

/** The empty path: the shell, the two-factor step of a fresh login, or the login prompt after a session expired. */
export function RootRoute() {
  const data = useLoaderData() as ShellLoaderData;
  if (data.view === 'shell') return <Shell />;
  return <Suspense fallback={<ShellSkeleton />}>{data.view === 'two-factor' ? <TwoFactorGate /> : <LoginPromptPage />}</Suspense>;
}
