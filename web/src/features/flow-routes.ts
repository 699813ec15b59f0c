import { ASSESSMENT_IDS, ASSESSMENT_SUMMARIES, ASSESSMENT_TITLE_CATALOGS, PRODUCT_NAME, fillPlaceholders } from '@manobal/core';
import type { SiteRoute } from '../app/site-route';

const titled = (heading: string): string => `${heading} | ${PRODUCT_NAME}`;

// Summaries, not the assessments themselves: the questions stay in the quiz page's own chunk.
const quizRoutes: SiteRoute[] = ASSESSMENT_IDS.map((id) => ({
  path: ASSESSMENT_SUMMARIES[id].path,
  title: titled(ASSESSMENT_TITLE_CATALOGS.en[id].title),
  load: () => import('./assessments/quiz-page').then((m) => ({ Component: m.QUIZ_PAGES[id] })),
}));

/** Every interactive flow of the site: assessments, wizard, booking, calendar, careers, volunteer, auth. */
export const flowRoutes: SiteRoute[] = [
  {
    path: '/assessments',
    title: titled('Choose an Assessment'),
    load: () => import('./assessments/assessments-page').then((m) => ({ Component: m.AssessmentsPage })),
  },
  ...quizRoutes,
  {
    path: '/find-your-doctor',
    title: titled('Find your therapist'),
    load: () => import('./wizard/find-your-doctor-page').then((m) => ({ Component: m.FindYourDoctorPage })),
  },
  {
    path: '/book-free-session',
    title: titled('Book a free introductory call'),
    load: () => import('./booking/book-free-session-page').then((m) => ({ Component: m.BookFreeSessionPage })),
  },
  {
    path: '/session-calendar',
    title: titled('Book your session'),
    load: () => import('./calendar/session-calendar-page').then((m) => ({ Component: m.SessionCalendarPage })),
    // Without a therapist the page is the directory, prerendered; with ?doctor= it is the calendar's frame.
    queryVariants: ['doctor'],
  },
  {
    // A booking opened with the manage token in the fragment: private, so neither prerendered nor indexed.
    path: '/appointments/:reference',
    title: titled('Your booking'),
    load: () => import('./appointments/appointment-page').then((m) => ({ Component: m.AppointmentPage })),
    prerender: false,
  },
  {
    // No link at hand: the form that sends the links of one's upcoming sessions again. Private like the booking.
    path: '/appointments',
    title: titled('Find your booking'),
    load: () => import('./appointments/lost-link-form').then((m) => ({ Component: m.LostLinkPage })),
    prerender: false,
  },
  {
    // The newsletter's links: the token in the fragment, so neither prerendered nor indexed.
    path: '/newsletter/confirm',
    title: titled('Confirm your address'),
    load: () => import('./newsletter/newsletter-link-page').then((m) => ({ Component: m.NewsletterConfirmPage })),
    prerender: false,
  },
  {
    path: '/newsletter/unsubscribe',
    title: titled('Unsubscribe'),
    load: () => import('./newsletter/newsletter-link-page').then((m) => ({ Component: m.NewsletterUnsubscribePage })),
    prerender: false,
  },
  {
    path: '/careers',
    title: titled(fillPlaceholders('Careers at {product}')),
    load: () => import('./careers/careers-page').then((m) => ({ Component: m.CareersPage })),
  },
  {
    path: '/volunteer',
    title: titled('Join as Volunteer'),
    load: () => import('./volunteer/volunteer-page').then((m) => ({ Component: m.VolunteerPage })),
  },
  {
    path: '/signup',
    title: titled('Sign up'),
    load: () => import('./auth/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: '/login',
    title: titled('Login'),
    load: () => import('./auth/login-page').then((m) => ({ Component: m.LoginPage })),
  },
];
