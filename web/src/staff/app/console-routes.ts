import type { ConsolePublicRoute, ConsoleScreenRoute } from './console-route';

/**
 * The console's screens: one line each, in any order (the navigation follows core's CONSOLE_SCREENS). A
 * screen's module loads when it is first opened, so the console's first load carries none of them.
 */
export const CONSOLE_SCREEN_ROUTES: readonly ConsoleScreenRoute[] = [
  { screen: 'inbox', load: () => import('../features/inbox/inbox-screen').then((m) => ({ Component: m.InboxScreen })) },
  { screen: 'applications', load: () => import('../features/applications/applications-screen').then((m) => ({ Component: m.ApplicationsScreen })) },
  { screen: 'account', load: () => import('./account-screen').then((m) => ({ Component: m.AccountScreen })) },
  { screen: 'audit', load: () => import('../features/audit/audit-screen').then((m) => ({ Component: m.AuditScreen })) },
  { screen: 'appointments', load: () => import('../features/appointments/appointments-screen').then((m) => ({ Component: m.AppointmentsScreen })) },
  { screen: 'queue', load: () => import('../features/queue/queue-screen').then((m) => ({ Component: m.QueueScreen })) },
  { screen: 'directory', load: () => import('../features/directory/directory-screen').then((m) => ({ Component: m.DirectoryScreen })) },
  { screen: 'people', load: () => import('../features/people/people-screen').then((m) => ({ Component: m.PeopleScreen })) },
  { screen: 'newsletter', load: () => import('../features/newsletter/newsletter-screen').then((m) => ({ Component: m.NewsletterScreen })) },
  { screen: 'messages', load: () => import('../features/messages/messages-screen').then((m) => ({ Component: m.MessagesScreen })) },
  { screen: 'my-space', load: () => import('../features/my-space/my-space-screen').then((m) => ({ Component: m.MySpaceScreen })) },
];

/** The pages a person reaches before they are signed in. */
export const CONSOLE_PUBLIC_ROUTES: readonly ConsolePublicRoute[] = [
  { path: 'sign-in', load: () => import('./sign-in-screen').then((m) => ({ Component: m.SignInScreen })) },
  { path: 'enrol', load: () => import('./enrol-screen').then((m) => ({ Component: m.EnrolScreen })) },
];
