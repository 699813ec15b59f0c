import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  BOOKING_CATALOGS,
  CALL_MESSAGES,
  optInOf,
  type PhoneChannel,
  type BookingDetails,
  type ConfirmedAppointmentData,
  type WizardAnswers,
  isRefusal,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { readAccessToken, useAuth } from '../../app/auth-store';
import { Button } from '../../components/button';
import { deviceTimeZone } from '../../components/device-time';
import { DescribedField } from '../../components/described-field';
import { CheckboxField } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { GuardianFields, NO_GUARDIAN } from '../../components/guardian-fields';
import { YoungPersonNotice } from '../../components/young-person-notice';
import { newIdempotencyKey } from '../../components/idempotency-key';
import { readIntake } from '../../components/shared-intake';
import { useFormEngine } from '../../components/use-form-engine';
import { AppointmentWhen } from './appointment-when';
import { BookingPolicy } from './booking-policy';
import { useLocale } from '../../app/locale-context';
import { useCalendarWords } from './calendar.words';
import * as styles from './session-calendar.module.css';

const loadCheck = () => import('./appointment-details.validation').then((m) => m.checkAppointmentDetails);

export interface AppointmentDetailsFormProps {
  holdId: string;
  /** The phone channels the server offers for this booking's messages: each a box to tick, never ticked for the visitor. */
  phoneChannels: readonly PhoneChannel[];
  start: string;
  modeLabel: string;
  countdown: ReactNode;
  onConfirmed: (booking: ConfirmedAppointmentData) => void;
  /** The hold ran out on the server (410): back to the strip with the server's words. */
  onExpired: (message: string) => void;
  onChooseAnother: () => void;
  /** The session's fee, named in the policy above 'Confirm booking'. */
  feeInr: number;
  /** What the visitor typed before a hold ran out: kept, so choosing a time again does not mean typing it again. */
  draft: DetailsDraft | null;
  onDraft: (draft: DetailsDraft) => void;
}

export interface DetailsDraft {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly age: string;
}

/** The details step: who is coming, whether to share the therapy-match answers, then 'Confirm booking'. */
export const AppointmentDetailsForm = ({ holdId, phoneChannels, start, modeLabel, countdown, onConfirmed, onExpired, onChooseAnother, feeInr, draft, onDraft }: AppointmentDetailsFormProps) => {
  const api = useApi();
  const { user } = useAuth();
  const { copy, channels, optIns: optInWords } = useCalendarWords();
  const { facts } = BOOKING_CATALOGS[useLocale()];
  const [answers, setAnswers] = useState<WizardAnswers | null>(null);
  const [share, setShare] = useState(false);
  const [optedIn, setOptedIn] = useState<readonly PhoneChannel[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per hold and filled-in form: a retry of the same details is the same booking to the server.
  const idempotency = useRef<{ key: string; fingerprint: string } | null>(null);

  useEffect(() => {
    let current = true;
    void import('./appointment-details.validation').then((m) => current && setAnswers(m.keptAnswers(readIntake())));
    return () => {
      current = false;
    };
  }, []);

  const form = useFormEngine({
    form: 'book-session',
    defaultValues: { name: draft?.name ?? user?.name ?? '', email: draft?.email ?? user?.email ?? '', phone: draft?.phone ?? '', age: draft?.age ?? '', ...NO_GUARDIAN },
    load: loadCheck,
    submit: (details: BookingDetails) => {
      setFailure(null);
      const timeZone = deviceTimeZone();
      const optIns = phoneChannels.filter((channel) => optedIn.includes(channel)).map((channel) => optInOf(channel, optInWords));
      const payload = { hold_id: holdId, ...details, notes: undefined, ...(share && answers ? { intake: answers } : {}), ...(timeZone ? { time_zone: timeZone } : {}), ...(optIns.length > 0 ? { message_opt_ins: optIns } : {}) };
      const fingerprint = JSON.stringify(payload);
      if (idempotency.current?.fingerprint !== fingerprint) idempotency.current = { key: newIdempotencyKey(), fingerprint };
      const accessToken = readAccessToken();
      return api.confirmAppointment(payload, { idempotencyKey: idempotency.current.key, ...(accessToken ? { accessToken } : {}) });
    },
    onSucceeded: ({ data }) => onConfirmed(data),
    onFailed: (error) => {
      if (isRefusal(error, 'hold-expired', 'gone')) onExpired(error.message);
      else if (!('fieldErrors' in error && error.fieldErrors && Object.keys(error.fieldErrors).length > 0)) setFailure(error.message);
    },
    onUnavailable: () => setFailure(CALL_MESSAGES.confirmAppointment.network),
  });

  // The BOOK SESSION button the visitor pressed is gone: focus moves to this step's heading, so a screen reader
  // says where they are and the keyboard carries on from here instead of from the top of the page.
  const { headingRef } = form;
  useEffect(() => headingRef.current?.focus(), [headingRef]);

  // When the step closes (the hold ran out, or another time is chosen), what was typed goes back to the calendar.
  const keep = useRef({ getValues: form.getValues, onDraft });
  keep.current = { getValues: form.getValues, onDraft };
  useEffect(
    () => () => {
      const { name, email, phone, age } = keep.current.getValues();
      keep.current.onDraft({ name: String(name ?? ''), email: String(email ?? ''), phone: String(phone ?? ''), age: String(age ?? '') });
    },
    [],
  );

  const field = (name: 'name' | 'email' | 'phone' | 'age') => <DescribedField field={form.describe(name)} {...form.text(name)} />;

  return (
    <>
    <form ref={form.formRef} method="post" aria-labelledby={form.headingId} noValidate onSubmit={form.onSubmit}>
      <h2 id={form.headingId} ref={form.headingRef} tabIndex={-1} className={styles.calendarGroupLegend}>
        {copy.heldTitle}
      </h2>
      <p className={styles.calendarHint}>{copy.heldIntro}</p>
      <dl className={styles.calendarHeld}>
        <AppointmentWhen label={copy.heldTime} start={start} />
        <div>
          <dt>{facts.mode}</dt>
          <dd>{modeLabel}</dd>
        </div>
      </dl>
      {countdown}
      <div className={styles.calendarDetailsGrid}>
        {field('name')}
        {field('email')}
        {field('phone')}
        {field('age')}
      </div>
      <GuardianFields form={form} />
      <fieldset className={styles.calendarMessages}>
        <legend>{channels.choiceHeading}</legend>
        <p className={styles.calendarHint}>{channels.emailAlways}</p>
        {phoneChannels.map((channel) => (
          <CheckboxField
            key={channel}
            name={`opt-in-${channel}`}
            label={optInWords[channel].text}
            checked={optedIn.includes(channel)}
            onChange={(checked) => setOptedIn((chosen) => (checked ? [...chosen.filter((c) => c !== channel), channel] : chosen.filter((c) => c !== channel)))}
          />
        ))}
      </fieldset>
      {answers ? (
        <CheckboxField name="share-intake" label={copy.shareIntake} hint={copy.shareIntakeHint} checked={share} onChange={setShare} />
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <BookingPolicy feeInr={feeInr} />
      <div className={`${styles.calendarBook} ${styles.calendarActions}`}>
        <Button type="submit" className={styles.calendarBookButton} busy={form.busy} busyLabel={copy.processing}>
          {copy.confirmButton}
        </Button>
        <Button variant="quiet" disabled={form.busy} onClick={onChooseAnother}>
          {copy.chooseAnother}
        </Button>
      </div>
    </form>
    {/* The age rule's refusal, outside this form: its call-back is a form of its own. */}
    <YoungPersonNotice form={form} />
    </>
  );
};
