import { ASSESSMENT_IDS, ASSESSMENT_SUMMARIES } from '@manobal/core';
import { withFormWords } from '../app/form-words';
import type { SiteRoute } from '../app/site-route';
import { withContent } from '../content/localized-content';
import { APPOINTMENTS_WORDS } from './appointments/appointments.words';
import { CALENDAR_WORDS } from './calendar/calendar.words';
import { WIZARD_WORDS } from './wizard/wizard.words';

// Summaries, not the assessments themselves: the questions stay in the quiz page's own chunk.
const quizRoutes: SiteRoute[] = ASSESSMENT_IDS.map((id) => ({
  path: ASSESSMENT_SUMMARIES[id].path,
  load: () => import('./assessments/quiz-page').then((m) => ({ Component: m.QUIZ_PAGES[id] })),
}));

/** Every interactive flow of the site: assessments, wizard, booking, calendar, careers, volunteer, auth. */
export const flowRoutes: SiteRoute[] = [
  {
    path: '/assessments',
    load: () => import('./assessments/assessments-page').then((m) => ({ Component: m.AssessmentsPage })),
  },
  ...quizRoutes,
  {
    path: '/find-your-doctor',
    load: withContent(WIZARD_WORDS, () => import('./wizard/find-your-doctor-page').then((m) => ({ Component: m.FindYourDoctorPage }))),
  },
  {
    path: '/book-free-session',
    load: withFormWords(() => import('./booking/book-free-session-page').then((m) => ({ Component: m.BookFreeSessionPage }))),
  },
  {
    path: '/session-calendar',
    load: withFormWords(withContent(CALENDAR_WORDS, () => import('./calendar/session-calendar-page').then((m) => ({ Component: m.SessionCalendarPage })))),
    // Without a therapist the page is the directory, prerendered; with ?doctor= it is the calendar's frame.
    queryVariants: ['doctor'],
  },
  {
    // A booking opened with the manage token in the fragment: private, so neither prerendered nor indexed.
    path: '/appointments/:reference',
    load: withContent(APPOINTMENTS_WORDS, () => import('./appointments/appointment-page').then((m) => ({ Component: m.AppointmentPage }))),
    prerender: false,
  },
  {
    // No link at hand: the form that sends the links of one's upcoming sessions again. Private like the booking.
    path: '/appointments',
    load: withContent(APPOINTMENTS_WORDS, () => import('./appointments/lost-link-form').then((m) => ({ Component: m.LostLinkPage }))),
    prerender: false,
  },
  {
    // The newsletter's links: the token in the fragment, so neither prerendered nor indexed.
    path: '/newsletter/confirm',
    load: () => import('./newsletter/newsletter-link-page').then((m) => ({ Component: m.NewsletterConfirmPage })),
    prerender: false,
  },
  {
    path: '/newsletter/unsubscribe',
    load: () => import('./newsletter/newsletter-link-page').then((m) => ({ Component: m.NewsletterUnsubscribePage })),
    prerender: false,
  },
  {
    path: '/careers',
    load: withFormWords(() => import('./careers/careers-page').then((m) => ({ Component: m.CareersPage }))),
  },
  {
    path: '/volunteer',
    load: withFormWords(() => import('./volunteer/volunteer-page').then((m) => ({ Component: m.VolunteerPage }))),
  },
  {
    path: '/signup',
    load: withFormWords(() => import('./auth/signup-page').then((m) => ({ Component: m.SignupPage }))),
  },
  {
    path: '/login',
    load: withFormWords(() => import('./auth/login-page').then((m) => ({ Component: m.LoginPage }))),
  },
];
