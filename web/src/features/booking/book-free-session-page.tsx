import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  BOOKING_MESSAGES,
  BOOKING_TIME_SLOTS,
  CALL_MESSAGES,
  TIMINGS,
  ISO_DATE_PATTERN,
  formMessageText,
  formSteps,
  openSlots,
  todayInKolkata,
  YOUNG_PERSON_MESSAGES,
  type BookingPayload,
  type Clock,
  type FieldErrors,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { useLocale } from '../../app/locale-context';
import { Button, ButtonLink } from '../../components/button';
import { DescribedField } from '../../components/described-field';
import { fieldClasses } from '../../components/field';
import { GuardianFields, NO_GUARDIAN } from '../../components/guardian-fields';
import { PageHeader } from '../../components/page-header';
import { YoungPersonNotice } from '../../components/young-person-notice';
import { useToast } from '../../components/toast';
import { useFormEngine } from '../../components/use-form-engine';
import { BOOKING_COPY } from './booking.copy';
import { newIdempotencyKey } from '../../components/idempotency-key';
import { useBrowserClock } from '../../app/use-browser-clock';
import * as flowCardStyles from '../../components/flow-card.module.css';
import * as bookingStyles from './booking.module.css';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  age: '',
  ...NO_GUARDIAN,
  gender: '',
  problem: '',
  date: '',
  time: '',
};
type FieldName = Exclude<keyof typeof EMPTY, 'guardian_knows'>;
const STEPS = formSteps('book-session');

/** Under a field left empty on submit, core's own words for choosing one (the toast says the rest). */
const MISSING_FIELD_MESSAGES: Partial<Record<FieldName, string>> = {
  gender: BOOKING_MESSAGES.genderInvalid,
  problem: BOOKING_MESSAGES.problemInvalid,
  date: BOOKING_MESSAGES.dateInvalid,
  time: BOOKING_MESSAGES.timeInvalid,
};

const TOAST = { position: 'top-center' } as const;
const ERROR_TOAST = { ...TOAST, variant: 'error', durationMs: TIMINGS.errorToastMs } as const;
const deviceClock: Clock = { now: () => new Date() };

/**
 * A date written before today in Kolkata (ISO dates compare as text): the date is what is wrong, not the time
 * chosen for it. The pattern alone, not a calendar check: a half-typed year such as 0002 is past too.
 */
const isPastDate = (date: string, clock: Clock | null): boolean =>
  clock !== null && ISO_DATE_PATTERN.test(date) && date < todayInKolkata(clock);

/**
 * A date picker fills the year a digit at a time (0002, 0020, 0202, 2025): a year below 1000 is one still
 * being typed, so its date is not called past until the field is left.
 */
const isYearBeingTyped = (date: string): boolean => date.startsWith('0');

/**
 * The slots a visitor may pick for a date: all twelve until a bookable date is chosen, then only those still
 * ahead. A past date keeps all twelve on offer, so the chosen time stays shown while the date is corrected.
 */
const slotsFor = (date: string, clock: Clock | null): readonly string[] =>
  date === '' || clock === null || isPastDate(date, clock) ? BOOKING_TIME_SLOTS : openSlots(BOOKING_TIME_SLOTS, date, clock);

const BookingThankYou = ({ message }: { message: string }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardDone}`} aria-labelledby={headingId}>
      <CircleCheck className={flowCardStyles.flowCardDoneIcon} aria-hidden="true" size={48} strokeWidth={1.5} />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={flowCardStyles.flowCardHeading}>
        {BOOKING_COPY.thankYouTitle}
      </h2>
      <p>{message}</p>
      <ButtonLink to="/">{BOOKING_COPY.backToHome}</ButtonLink>
    </section>
  );
};

const BookingForm = ({ onBooked }: { onBooked: (message: string) => void }) => {
  const api = useApi();
  const toast = useToast();
  const clock = useBrowserClock();
  const clockRef = useRef(clock);
  clockRef.current = clock;
  // One key per filled-in form: a retry of the same answers is the same booking to the server.
  const idempotency = useRef<{ key: string; payload: string } | null>(null);
  const missing = useRef(false);
  const locale = useLocale();
  const load = useCallback(
    () => import('./booking.validation').then((m) => (values: typeof EMPTY) => m.checkBooking(clockRef.current ?? deviceClock)(values)),
    [],
  );

  const form = useFormEngine({
    form: 'book-session',
    defaultValues: EMPTY,
    steps: STEPS,
    load,
    adjustErrors: (errors: FieldErrors) => {
      missing.current = Object.values(errors).includes(BOOKING_MESSAGES.fillAllFields);
      return Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [
          field,
          message === BOOKING_MESSAGES.fillAllFields ? (MISSING_FIELD_MESSAGES[field as FieldName] ?? message) : message,
        ]),
      );
    },
    onInvalid: (errors) => {
      // The spec's toast for a choice left empty; personal details wrong send the visitor back to step 1 instead.
      if (missing.current && !STEPS[0]!.some((name) => name in errors)) toast.show(formMessageText(locale, BOOKING_MESSAGES.fillAllFields), ERROR_TOAST);
    },
    submit: (payload: BookingPayload) => {
      const fingerprint = JSON.stringify(payload);
      if (idempotency.current?.payload !== fingerprint) idempotency.current = { key: newIdempotencyKey(), payload: fingerprint };
      return api.bookSession(payload, { idempotencyKey: idempotency.current.key });
    },
    onSucceeded: (ok) => {
      toast.show(ok.msg, { ...TOAST, variant: 'success', durationMs: TIMINGS.toastMs });
      onBooked(ok.msg);
    },
    onFailed: (error) => toast.show(error.message, ERROR_TOAST),
    onUnavailable: () => toast.show(CALL_MESSAGES.bookSession.network, ERROR_TOAST),
  });

  const { values } = form;
  const setDate = (date: string) => {
    form.set('date', date);
    // A time belongs to a date: one no longer on offer for the new date is cleared (never for a past date,
    // which is an error of its own, shown at once).
    if (!slotsFor(date, clock).includes(values.time)) form.set('time', '');
    if (isPastDate(date, clock) && !isYearBeingTyped(date)) form.flagError('date', BOOKING_MESSAGES.datePast);
  };
  const checkDateOnLeaving = () => {
    if (isPastDate(values.date, clock)) form.flagError('date', BOOKING_MESSAGES.datePast);
  };

  const field = (name: FieldName) => <DescribedField field={form.describe(name)} {...form.text(name)} />;
  const today = clock ? todayInKolkata(clock) : undefined;
  const slots = slotsFor(values.date, clock);
  // The age rule: under 16 the form stops at the age with the helplines and a call-back; 16 and 17 name a guardian.
  const tooYoung = form.errorOf('age') === YOUNG_PERSON_MESSAGES.tooYoung;

  return (
    <>
    <form ref={form.formRef} className={flowCardStyles.flowCard} method="post" aria-labelledby={form.headingId} noValidate onSubmit={form.onSubmit}>
      <p className={flowCardStyles.flowCardStep}>{BOOKING_COPY.stepOf(form.step + 1, form.stepCount)}</p>
      <h2 id={form.headingId} ref={form.headingRef} tabIndex={-1} className={flowCardStyles.flowCardHeading}>
        {BOOKING_COPY.stepTitles[form.step]}
      </h2>
      {form.step === 0 ? (
        <div className={`${bookingStyles.bookingGrid} ${fieldClasses.columns}`}>
          {field('name')}
          {field('email')}
          {field('phone')}
          {field('age')}
        </div>
      ) : (
        <div className={`${bookingStyles.bookingGrid} ${fieldClasses.columns}`}>
          {field('gender')}
          {field('problem')}
          <DescribedField field={form.describe('date')} {...form.text('date')} onChange={setDate} min={today} onBlur={checkDateOnLeaving} />
          <DescribedField
            field={form.describe('time')}
            {...form.text('time')}
            options={slots.map((slot) => ({ value: slot, label: slot }))}
            hint={values.date !== '' && slots.length === 0 ? BOOKING_COPY.noTimesLeft : undefined}
          />
        </div>
      )}
      {form.step === 0 ? <GuardianFields form={form} /> : null}
      {tooYoung ? null : (
        <div className={bookingStyles.bookingNav}>
          {form.step > 0 ? (
            <Button variant="secondary" disabled={form.busy} onClick={form.previous}>
              {BOOKING_COPY.previous}
            </Button>
          ) : null}
          <Button type="submit" busy={form.busy} busyLabel={BOOKING_COPY.submitting}>
            {form.isLastStep ? BOOKING_COPY.submit : BOOKING_COPY.next}
          </Button>
        </div>
      )}
    </form>
    {/* Outside the booking form: the call-back is a form of its own. */}
    {form.step === 0 ? <YoungPersonNotice form={form} /> : null}
    </>
  );
};

/** /book-free-session: two steps, then a thank-you. */
export const BookFreeSessionPage = () => {
  const [booked, setBooked] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={BOOKING_COPY.pageTitle} intro={<p>{BOOKING_COPY.pageIntro}</p>} />
      <div className={`container ${flowCardStyles.flowCardWrap}`}>{booked === null ? <BookingForm onBooked={setBooked} /> : <BookingThankYou message={booked} />}</div>
    </>
  );
};
