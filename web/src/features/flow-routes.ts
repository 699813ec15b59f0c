import { ASSESSMENT_IDS, ASSESSMENT_SUMMARIES, PRODUCT_NAME, fillPlaceholders } from '@manobal/core';
import type { SiteRoute } from '../app/site-route';

const titled = (heading: string): string => `${heading} | ${PRODUCT_NAME}`;

// Summaries, not the assessments themselves: the questions stay in the quiz page's own chunk.
const quizRoutes: SiteRoute[] = ASSESSMENT_IDS.map((id) => ({
  path: ASSESSMENT_SUMMARIES[id].path,
  title: titled(ASSESSMENT_SUMMARIES[id].title),
  description: ASSESSMENT_SUMMARIES[id].description,
  load: () => import('./assessments/quiz-page').then((m) => ({ Component: m.QUIZ_PAGES[id] })),
}));

/** Every interactive flow of the site: assessments, wizard, booking, calendar, careers, volunteer, auth. */
export const flowRoutes: SiteRoute[] = [
  {
    path: '/assessments',
    title: titled('Choose an Assessment'),
    description: 'Free, private self-screenings for depression, anxiety, ADHD and more. Your answers never leave your device.',
    load: () => import('./assessments/assessments-page').then((m) => ({ Component: m.AssessmentsPage })),
  },
  ...quizRoutes,
  {
    path: '/find-your-doctor',
    title: titled('Find your therapist'),
    description: 'Answer a few short questions about what you need and we will match you with a therapist who suits you.',
    load: () => import('./wizard/find-your-doctor-page').then((m) => ({ Component: m.FindYourDoctorPage })),
  },
  {
    path: '/book-free-session',
    title: titled('Book a free introductory call'),
    description: 'Book a free introductory call with our care team: choose a date and an hour between 10:00 AM and 9:00 PM and we call you then.',
    load: () => import('./booking/book-free-session-page').then((m) => ({ Component: m.BookFreeSessionPage })),
  },
  {
    path: '/session-calendar',
    title: titled('Book your session'),
    description: 'Choose in-person or video, a date and a time for a 60-minute session with your therapist.',
    load: () => import('./calendar/session-calendar-page').then((m) => ({ Component: m.SessionCalendarPage })),
    // Without a therapist the page is the directory, prerendered; with ?doctor= it is the calendar's frame.
    queryVariants: ['doctor'],
  },
  {
    // A booking opened with the manage token in the fragment: private, so neither prerendered nor indexed.
    path: '/appointments/:reference',
    title: titled('Your booking'),
    description: 'See, change or cancel your session with the link from your booking confirmation.',
    load: () => import('./appointments/appointment-page').then((m) => ({ Component: m.AppointmentPage })),
    prerender: false,
  },
  {
    path: '/careers',
    title: titled(fillPlaceholders('Careers at {product}')),
    description: 'Care Beyond Clinics. Impact Beyond Boundaries. Therapists and counsellors: apply to join our team.',
    load: () => import('./careers/careers-page').then((m) => ({ Component: m.CareersPage })),
  },
  {
    path: '/volunteer',
    title: titled('Join as Volunteer'),
    description: 'Help shape a kinder mental-health service: try our beta and tell us what works for you and what is missing.',
    load: () => import('./volunteer/volunteer-page').then((m) => ({ Component: m.VolunteerPage })),
  },
  {
    path: '/signup',
    title: titled('Sign up'),
    description: `Create your ${PRODUCT_NAME} account.`,
    load: () => import('./auth/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: '/login',
    title: titled('Login'),
    description: `Log in to your ${PRODUCT_NAME} account.`,
    load: () => import('./auth/login-page').then((m) => ({ Component: m.LoginPage })),
  },
];
