import { lazy, Suspense } from 'react';

const CallbackRequestForm = lazy(() => import('../../components/callback-request').then((m) => ({ default: () => <m.CallbackRequestForm reason="booking-help" copy={m.BOOKING_HELP_COPY} /> })));

/**
 * Where booking cannot go on (no therapist is taking bookings, or one has no free time left), a way forward: the
 * care team phones to help (reason 'booking-help', listed to them after any crisis request). Loaded only then.
 */
export const BookingHelp = () => (
  <Suspense fallback={null}>
    <CallbackRequestForm />
  </Suspense>
);
