import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  BOOKING_GENDER_OPTIONS,
  BOOKING_MESSAGES,
  BOOKING_PROBLEM_OPTIONS,
  BOOKING_TIME_SLOTS,
  CALL_MESSAGES,
  TIMINGS,
  ISO_DATE_PATTERN,
  openSlots,
  todayInKolkata,
  type BookingPayload,
  type Clock,
  type FieldErrors,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button, ButtonLink } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useDeferredModule } from '../../components/use-deferred-module';
import { BOOKING_COPY } from './booking.copy';
import { newIdempotencyKey } from './idempotency-key';
import { useBrowserClock } from '../../app/use-browser-clock';
import * as flowCardStyles from '../../components/flow-card.module.css';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import * as bookingStyles from './booking.module.css';

interface BookingForm {
  name: string;
  email: string;
  phone: string;
  age: string;
  gender: string;
  problem: string;
  date: string;
  time: string;
}

type FieldName = keyof BookingForm;

const EMPTY: BookingForm = { name: '', email: '', phone: '', age: '', gender: '', problem: '', date: '', time: '' };
const DETAIL_FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'age'];
const SESSION_FIELDS: readonly FieldName[] = ['gender', 'problem', 'date', 'time'];

/** Under a field left empty on submit, core's own words for choosing one (the toast says the rest). */
const MISSING_FIELD_MESSAGES: Partial<Record<FieldName, string>> = {
  gender: BOOKING_MESSAGES.genderInvalid,
  problem: BOOKING_MESSAGES.problemInvalid,
  date: BOOKING_MESSAGES.dateInvalid,
  time: BOOKING_MESSAGES.timeInvalid,
};

const TOAST = { position: 'top-center' } as const;

const loadBookingValidation = () => import('./booking.validation');

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

const pick = (errors: FieldErrors, fields: readonly FieldName[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => (fields as readonly string[]).includes(field)));

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
  const [form, setForm] = useState<BookingForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<1 | 2>(1);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // One key per filled-in form: a retry of the same answers is the same booking to the server.
  const idempotency = useRef<{ key: string; payload: string } | null>(null);
  const loadValidation = useDeferredModule(loadBookingValidation);

  const requestFocus = useFocusAfterRender(formRef, headingRef);

  const update = (field: FieldName) => (value: string) => {
    setForm((current) => {
      const next = { ...current, [field]: value };
      // A time belongs to a date: one no longer on offer for the new date is cleared (never for a past date,
      // which is an error of its own, shown at once).
      if (field === 'date' && !slotsFor(value, clock).includes(next.time)) next.time = '';
      return next;
    });
    setErrors(({ [field]: _cleared, ...rest }) =>
      field === 'date' && isPastDate(value, clock) && !isYearBeingTyped(value) ? { ...rest, date: BOOKING_MESSAGES.datePast } : rest,
    );
  };

  const checkDateOnLeaving = () => {
    if (isPastDate(form.date, clock)) setErrors((current) => ({ ...current, date: BOOKING_MESSAGES.datePast }));
  };

  /** The schemas, or null (after telling the visitor) when they could not be loaded. */
  const validation = async () => {
    const loaded = await loadValidation().catch(() => null);
    if (!loaded) toast.show(CALL_MESSAGES.bookSession.network, { ...TOAST, variant: 'error', durationMs: TIMINGS.errorToastMs });
    return loaded;
  };

  const goToSessionStep = async () => {
    const loaded = await validation();
    if (!loaded) return;
    const result = loaded.validateWith(loaded.bookingDetailsSchema, form);
    if (result.isErr()) {
      setErrors(pick(result.error.fieldErrors, DETAIL_FIELDS));
      requestFocus('invalid');
      return;
    }
    setErrors({});
    setStep(2);
    requestFocus('heading');
  };

  const submit = async () => {
    if (!clock) return;
    const loaded = await validation();
    if (!loaded) return;
    const result = loaded.validateWith(loaded.createBookingSubmitSchema(clock), form);
    if (result.isErr()) {
      const fieldErrors = result.error.fieldErrors;
      const detailErrors = pick(fieldErrors, DETAIL_FIELDS);
      if (Object.keys(detailErrors).length > 0) {
        setErrors(detailErrors);
        setStep(1);
        requestFocus('invalid');
        return;
      }
      const sessionErrors = pick(fieldErrors, SESSION_FIELDS);
      const missing = Object.values(sessionErrors).includes(BOOKING_MESSAGES.fillAllFields);
      setErrors(
        Object.fromEntries(
          Object.entries(sessionErrors).map(([field, message]) => [
            field,
            message === BOOKING_MESSAGES.fillAllFields ? (MISSING_FIELD_MESSAGES[field as FieldName] ?? message) : message,
          ]),
        ),
      );
      if (missing) toast.show(BOOKING_MESSAGES.fillAllFields, { ...TOAST, variant: 'error', durationMs: TIMINGS.errorToastMs });
      requestFocus('invalid');
      return;
    }
    await send(result.value);
  };

  const send = async (payload: BookingPayload) => {
    const fingerprint = JSON.stringify(payload);
    if (idempotency.current?.payload !== fingerprint) idempotency.current = { key: newIdempotencyKey(), payload: fingerprint };
    setSubmitting(true);
    const outcome = await api.bookSession(payload, { idempotencyKey: idempotency.current.key });
    setSubmitting(false);
    outcome.match(
      (ok) => {
        toast.show(ok.msg, { ...TOAST, variant: 'success', durationMs: TIMINGS.toastMs });
        onBooked(ok.msg);
      },
      (error) => toast.show(error.message, { ...TOAST, variant: 'error', durationMs: TIMINGS.errorToastMs }),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (step === 1) void goToSessionStep();
    else void submit();
  };

  const today = clock ? todayInKolkata(clock) : undefined;
  const slots = slotsFor(form.date, clock);

  return (
    <form ref={formRef} className={flowCardStyles.flowCard} method="post" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <p className={flowCardStyles.flowCardStep}>{BOOKING_COPY.stepOf(step, 2)}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={flowCardStyles.flowCardHeading}>
        {BOOKING_COPY.stepTitles[step - 1]}
      </h2>
      {step === 1 ? (
        <div className={bookingStyles.bookingGrid}>
          <TextField label={BOOKING_COPY.nameLabel} name="name" value={form.name} onChange={update('name')} error={errors.name} autoComplete="name" required />
          <TextField label={BOOKING_COPY.emailLabel} name="email" type="email" value={form.email} onChange={update('email')} error={errors.email} autoComplete="email" inputMode="email" required />
          <TextField label={BOOKING_COPY.phoneLabel} name="phone" type="tel" value={form.phone} onChange={update('phone')} error={errors.phone} hint={BOOKING_COPY.phoneHint} autoComplete="tel-national" inputMode="tel" required />
          <TextField label={BOOKING_COPY.ageLabel} name="age" value={form.age} onChange={update('age')} error={errors.age} inputMode="numeric" required />
        </div>
      ) : (
        <div className={bookingStyles.bookingGrid}>
          <SelectField label={BOOKING_COPY.genderLabel} name="gender" value={form.gender} onChange={update('gender')} options={BOOKING_GENDER_OPTIONS} placeholder={BOOKING_COPY.genderPlaceholder} error={errors.gender} required />
          <SelectField label={BOOKING_COPY.problemLabel} name="problem" value={form.problem} onChange={update('problem')} options={BOOKING_PROBLEM_OPTIONS} placeholder={BOOKING_COPY.problemPlaceholder} error={errors.problem} required />
          <TextField label={BOOKING_COPY.dateLabel} name="date" type="date" value={form.date} min={today} onChange={update('date')} onBlur={checkDateOnLeaving} error={errors.date} required />
          <SelectField
            label={BOOKING_COPY.timeLabel}
            name="time"
            value={form.time}
            onChange={update('time')}
            options={slots}
            placeholder={BOOKING_COPY.timePlaceholder}
            hint={form.date !== '' && slots.length === 0 ? BOOKING_COPY.noTimesLeft : undefined}
            error={errors.time}
            required
          />
        </div>
      )}
      <div className={bookingStyles.bookingNav}>
        {step === 2 ? (
          <Button
            variant="secondary"
            disabled={submitting}
            onClick={() => {
              setErrors({});
              setStep(1);
              requestFocus('heading');
            }}
          >
            {BOOKING_COPY.previous}
          </Button>
        ) : null}
        <Button type="submit" busy={submitting} busyLabel={BOOKING_COPY.submitting}>
          {step === 1 ? BOOKING_COPY.next : BOOKING_COPY.submit}
        </Button>
      </div>
    </form>
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
