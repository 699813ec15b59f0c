import { lazy, Suspense, useEffect, useState } from 'react';
import type { CallbackContext } from '../../components/callback-request';
import { readIntake } from '../../components/shared-intake';

const BookingHelpRequest = lazy(() => import('../../components/callback-request').then((m) => ({ default: m.BookingHelpRequest })));

/**
 * Where booking cannot go on (no therapist is taking bookings, or one has no free time left), a way forward: the
 * care team phones to help (reason 'booking-help', listed to them after any crisis request). Loaded only then. When
 * the visitor did the therapy-match wizard in this tab, the request carries their risk answer and first language.
 */
export const BookingHelp = () => {
  const [context, setContext] = useState<CallbackContext>({});
  useEffect(() => {
    let current = true;
    void import('./appointment-details.validation').then((m) => {
      const answers = m.keptAnswers(readIntake());
      if (current && answers) setContext({ risk: answers.risk ?? undefined, language: answers.languages[0] });
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <BookingHelpRequest context={context} />
    </Suspense>
  );
};
