import { lazy, Suspense } from 'react';

const BookingHelpRequest = lazy(() => import('../../components/callback-request').then((m) => ({ default: m.BookingHelpRequest })));

/**
 * Where booking cannot go on (no therapist is taking bookings, or one has no free time left), a way forward: the
 * care team phones to help (reason 'booking-help', listed to them after any crisis request). Loaded only then.
 */
export const BookingHelp = () => (
  <Suspense fallback={null}>
    <BookingHelpRequest />
  </Suspense>
);
