import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { createAccountDeactivatedLoader } from './features/account/accountQueries';
import { guestOnlyLoader, loginPath } from './features/auth/guards';
import { AppErrorPage } from './features/errors/AppErrorPage';
import { RouteErrorRedirect } from './features/errors/RouteErrorRedirect';
import { AppFrame, AppLoading } from './features/navigation/AppFrame';
import { profileSections } from './paths/profileSections';
import { profileTabs } from './features/profile/profileTabs';
import { administratorsOnlyLoader, staffOnlyLoader } from './features/moderation/staffGuards';
import { RootRoute } from './shell/RootRoute';
import type * as StaffArea from './shell/staffArea';
import type * as DecisionPages from './features/moderation/decisionPages';
import { createShellLoader, shellIndexLoader } from './shell/shellLoader';

/** A lazy route whose module brings only its component. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A staff page's route: the staff pages load as one (shell/staffArea.ts). */
const staffPage = (pick: (module: typeof StaffArea) => ComponentType) => lazyPage(() => import('./shell/staffArea'), pick);

/** A member's decisions page or a suspended account's page: loaded as one (features/moderation/decisionPages.ts). */
const decisionPage = (pick: (module: typeof DecisionPages) => ComponentType) =>
  lazyPage(() => import('./features/moderation/decisionPages'), pick);

/** Redirect-only routes render nothing; declaring it keeps the router from warning about an empty leaf. */
const RedirectOnly = () => null;

/** A profile page's route: its tab component, loaded on first use. */
const profileTab = (slug: keyof typeof profileTabs) => async () => ({ Component: await profileTabs[slug]() });
const notFoundPage = lazyPage(
  () => import('./features/errors/NotFoundPage'),
  (m) => m.NotFoundPage,
);

/** The route table of §2; loaders are the resolvers and guards, `lazy` marks the lazy areas. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: AppFrame,
      HydrateFallback: AppLoading,
      errorElement: <AppErrorPage />,
      children: [
        {
          id: 'shell',
          path: '/',
          loader: createShellLoader(queryClient),
          Component: RootRoute,
          errorElement: <RouteErrorRedirect />,
          children: [
            { index: true, loader: shellIndexLoader, Component: RedirectOnly },
            {
              path: 'newsfeed',
              lazy: lazyPage(
                () => import('./features/newsfeed/NewsfeedPage'),
                (m) => m.NewsfeedPage,
              ),
            },
            {
              path: 'post/:id',
              lazy: lazyPage(
                () => import('./features/posts/PostPage'),
                (m) => m.PostPage,
              ),
            },
            {
              path: 'search',
              lazy: lazyPage(
                () => import('./features/search/SearchPage'),
                (m) => m.SearchPage,
              ),
            },
            {
              path: 'hashtag/:tag',
              lazy: lazyPage(
                () => import('./features/search/HashtagPage'),
                (m) => m.HashtagPage,
              ),
            },
            {
              path: 'favourites',
              lazy: lazyPage(
                () => import('./features/favourites/FavouritesPage'),
                (m) => m.FavouritesPage,
              ),
            },
            {
              path: 'people',
              lazy: lazyPage(
                () => import('./features/people/PeoplePage'),
                (m) => m.PeoplePage,
              ),
            },
            {
              path: 'avatars',
              lazy: lazyPage(
                () => import('./features/avatars/AvatarsPage'),
                (m) => m.AvatarsPage,
              ),
            },
            {
              path: 'rooms',
              lazy: lazyPage(
                () => import('./features/rooms/roomPages'),
                (m) => m.RoomsPage,
              ),
            },
            {
              path: 'rooms/:roomId',
              lazy: lazyPage(
                () => import('./features/rooms/roomPages'),
                (m) => m.RoomPage,
              ),
            },
            {
              path: 'messages/groups/:groupId',
              lazy: lazyPage(
                () => import('./features/groups/GroupPage'),
                (m) => m.GroupPage,
              ),
            },
            {
              path: 'messages/:friendId?',
              lazy: lazyPage(
                () => import('./features/messages/MessagesPage'),
                (m) => m.MessagesPage,
              ),
            },
            {
              path: 'notifications',
              lazy: lazyPage(
                () => import('./features/notifications/NotificationsPage'),
                (m) => m.NotificationsPage,
              ),
            },
            {
              path: 'settings',
              lazy: async () => {
                const [{ SettingsPage }, { createSettingsLoader }] = await Promise.all([
                  import('./features/settings/SettingsPage'),
                  import('./features/settings/settingsQueries'),
                ]);
                return { Component: SettingsPage, loader: createSettingsLoader(queryClient) };
              },
            },
            {
              path: 'admin/:page',
              loader: administratorsOnlyLoader,
              lazy: staffPage((m) => m.AdminPage),
            },
            {
              path: 'event-calendar',
              lazy: lazyPage(
                () => import('./features/events/EventCalendarPage'),
                (m) => m.EventCalendarPage,
              ),
            },
            {
              path: 'event-calendar/:id',
              lazy: lazyPage(
                () => import('./features/events/EventPage'),
                (m) => m.EventPage,
              ),
            },
            {
              path: 'birthday',
              lazy: lazyPage(
                () => import('./features/birthdays/BirthdaysPage'),
                (m) => m.BirthdaysPage,
              ),
            },
            {
              path: 'moderation',
              loader: staffOnlyLoader,
              children: [
                {
                  index: true,
                  lazy: staffPage((m) => m.ModerationPage),
                },
                {
                  path: 'cases/:id',
                  lazy: staffPage((m) => m.CasePage),
                },
                {
                  path: 'members/:id',
                  lazy: staffPage((m) => m.MemberRecordPage),
                },
                {
                  path: 'appeals',
                  lazy: staffPage((m) => m.AppealsPage),
                },
              ],
            },
            {
              path: 'decisions',
              lazy: decisionPage((m) => m.DecisionsPage),
            },
            {
              path: 'profile/:username',
              lazy: lazyPage(
                () => import('./features/profile/ProfileLayout'),
                (m) => m.ProfileLayout,
              ),
              children: [
                { index: true, lazy: profileTab('timeline') },
                ...profileSections
                  .filter((section) => section.slug !== 'timeline')
                  .map((section) => ({ path: section.slug, lazy: profileTab(section.slug) })),
              ],
            },
          ],
        },
        {
          lazy: lazyPage(
            () => import('./features/auth/AuthLayout'),
            (m) => m.AuthLayout,
          ),
          children: [
            {
              path: 'auth',
              loader: guestOnlyLoader,
              children: [
                { index: true, loader: () => redirect(loginPath), Component: RedirectOnly },
                {
                  path: 'login',
                  lazy: lazyPage(
                    () => import('./features/auth/LoginPage'),
                    (m) => m.LoginPage,
                  ),
                },
                {
                  path: 'register',
                  lazy: lazyPage(
                    () => import('./features/auth/RegisterPage'),
                    (m) => m.RegisterPage,
                  ),
                },
                {
                  path: 'verify-email',
                  lazy: async () => {
                    const [{ VerifyEmailPage }, { verifyEmailLoader }] = await Promise.all([
                      import('./features/auth/VerifyEmailPage'),
                      import('./features/auth/verifyEmailLoader'),
                    ]);
                    return { Component: VerifyEmailPage, loader: verifyEmailLoader };
                  },
                },
              ],
            },
            {
              path: 'forgot-password',
              loader: guestOnlyLoader,
              lazy: lazyPage(
                () => import('./features/auth/ForgotPasswordPage'),
                (m) => m.ForgotPasswordPage,
              ),
            },
            {
              path: 'reset-password',
              lazy: lazyPage(
                () => import('./features/auth/ResetPasswordPage'),
                (m) => m.ResetPasswordPage,
              ),
            },
          ],
        },
        {
          path: 'suspended',
          errorElement: <RouteErrorRedirect />,
          lazy: decisionPage((m) => m.SuspendedPage),
        },
        {
          path: 'about',
          // In the sign-up page's file, which shows the same rules: one file less for the entry to name.
          lazy: lazyPage(
            () => import('./features/auth/RegisterPage'),
            (m) => m.AboutPage,
          ),
        },
        {
          path: 'account-deactivated',
          loader: createAccountDeactivatedLoader(queryClient),
          errorElement: <RouteErrorRedirect />,
          lazy: lazyPage(
            () => import('./features/account/AccountDeactivatedPage'),
            (m) => m.AccountDeactivatedPage,
          ),
        },
        { path: '404', lazy: notFoundPage },
        { path: 'error/404', lazy: notFoundPage },
        { path: '*', loader: () => redirect('/404'), Component: RedirectOnly },
      ],
    },
  ];
}
