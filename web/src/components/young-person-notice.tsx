import { lazy, Suspense, useId } from 'react';
import { YOUNG_PERSON_MESSAGES, YOUNG_PERSON_TEXT } from '@manobal/core';
import type { CallbackRequestCopy } from './callback-request';
import { CrisisBlock } from './crisis-block';
import * as styles from './young-person.module.css';

/*
 * The call-back form checks its fields with core's zod schema, so it loads only when the notice is shown: a booking
 * page's first load carries no zod (its own form's check loads on submit).
 */
const CallbackRequestForm = lazy(() => import('./callback-request').then((m) => ({ default: m.CallbackRequestForm })));

const CALLBACK_COPY: CallbackRequestCopy = {
  heading: YOUNG_PERSON_TEXT.callbackHeading,
  intro: YOUNG_PERSON_TEXT.callbackIntro,
  submit: YOUNG_PERSON_TEXT.callbackSubmit,
};

/**
 * What a booking form shows someone under 16 instead of booking (the age rule): kind words, the helplines and the
 * care team's call-back, which takes no age, so a young person in distress can always ask for a call.
 */
export const YoungPersonNotice = ({ form }: { readonly form: { errorOf(name: string): string | undefined } }) => {
  const headingId = useId();
  // Shown once the form has refused the age (on Next or on confirm), not while a '1' on its way to '18' is typed.
  if (form.errorOf('age') !== YOUNG_PERSON_MESSAGES.tooYoung) return null;
  return (
    <section className={styles.youngNotice} aria-labelledby={headingId} data-testid="young-person-notice">
      <h3 id={headingId} className={styles.youngNoticeHeading}>
        {YOUNG_PERSON_TEXT.tooYoungTitle}
      </h3>
      <p>{YOUNG_PERSON_TEXT.tooYoungBody}</p>
      <CrisisBlock heading={YOUNG_PERSON_TEXT.helplinesHeading} />
      <Suspense fallback={null}>
        <CallbackRequestForm reason="booking-help" copy={CALLBACK_COPY} />
      </Suspense>
    </section>
  );
};
