import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  CALLBACK_CATALOGS,
  callbackConfirmation,
  callbackRequestSchema,
  FOLLOW_UP_CATALOGS,
  formField,
  TELE_MANAS,
  validateWith,
  type CallbackReason,
  type CallbackRequestedData,
  type FieldErrors,
  type LanguageId,
  type Localized,
  type RiskAnswer,
} from '@manobal/core';
import { useApi } from '../app/api-context';
import { useFormWords } from '../app/form-words';
import { useLocale } from '../app/locale-context';
import { Button } from './button';
import { CheckboxField, TextField } from './field';
import { FormMessage } from './form-message';
import { focusFirstInvalid } from './use-focus-after-render';
import * as styles from './callback-request.module.css';


/** What the screen offering the call says: its heading (also the form's name), why, and the button. */
export interface CallbackRequestCopy {
  readonly heading: string;
  readonly intro: string;
  readonly submit: string;
  /** A line above the form in bold (the crisis block's promise of what happens next). */
  readonly followUp?: string;
}

type Status =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly answer: CallbackRequestedData }
  | { readonly kind: 'failed'; readonly message: string };

/** What the care team should know, when the screen offering the call knows it: the wizard's risk answer, the first language chosen. */
export interface CallbackContext {
  readonly risk?: RiskAnswer | undefined;
  readonly language?: LanguageId | undefined;
}

/** Offered where booking cannot go on: no therapist to book, or none with a free time. */
const BOOKING_HELP_COPY: Localized<CallbackRequestCopy> = {
  en: {
    heading: 'Ask us to call you',
    intro: `Leave your name and mobile number and our care team will call ${FOLLOW_UP_CATALOGS.en.within} to help you find a therapist and a time. We use the number only to call you back.`,
    submit: 'Ask for a call',
  },
  hi: {
    heading: 'हमसे कॉल-बैक का अनुरोध करें',
    intro: `अपना नाम और मोबाइल नंबर लिखें, हमारी केयर टीम ${FOLLOW_UP_CATALOGS.hi.within} आपको कॉल करेगी और थेरेपिस्ट और समय चुनने में मदद करेगी। हम यह नंबर सिर्फ़ आपको वापस कॉल करने के लिए इस्तेमाल करते हैं।`,
    submit: 'कॉल-बैक माँगें',
  },
};

/**
 * What the server answered, in core's words: when the care team can call, and outside its hours the helpline that
 * answers now. Calm on purpose: a person who may be at risk is not greeted with a tick.
 */
const Sent = ({ answer }: { readonly answer: CallbackRequestedData }) => {
  const locale = useLocale();
  return (
  <>
    {callbackConfirmation(answer, locale).map((sentence) => (
      <p key={sentence}>{sentence}</p>
    ))}
    {answer.care_team.state === 'closed' ? (
      <a className={styles.callbackHelpline} href={`tel:${TELE_MANAS.dial}`}>
        {CALLBACK_CATALOGS[locale].callHelpline(TELE_MANAS.display)}
      </a>
    ) : null}
  </>
  );
};

/**
 * A request to be phoned by the care team: on the wizard's closing screen beside the helplines (reason 'crisis',
 * which the server lists first, as urgent), and where a booking cannot go on (reason 'booking-help'). It sends
 * the name, the number, the consent and the reason, and the `context` the screen knows (the risk answer and the
 * first language chosen, for the care team); nothing else the visitor answered goes with it.
 */
export const CallbackRequestForm = ({
  reason,
  copy,
  context = {},
}: {
  readonly reason: CallbackReason;
  readonly copy: CallbackRequestCopy;
  readonly context?: CallbackContext;
}) => {
  const api = useApi();
  const locale = useLocale();
  const words = useFormWords();
  // The form's own words, whatever screen offers it: the labels are core's description of the form.
  const label = (name: 'name' | 'phone' | 'consent') => formField('callback', name, words).label;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const focusInvalid = useRef(false);

  useLayoutEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  useEffect(() => {
    if (status.kind === 'sent') sentRef.current?.focus();
  }, [status.kind]);

  const refuse = (fieldErrors: FieldErrors) => {
    focusInvalid.current = true;
    setErrors(fieldErrors);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = validateWith(callbackRequestSchema, {
      name,
      phone,
      consent,
      reason,
      ...(context.risk ? { risk: context.risk } : {}),
      ...(context.language ? { language: context.language } : {}),
    });
    if (checked.isErr()) {
      refuse(checked.error.fieldErrors);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    void api.requestCallback(checked.value).match(
      ({ data }) => setStatus({ kind: 'sent', answer: data }),
      (error) => {
        if (error.kind === 'validation' || (error.kind === 'http' && error.fieldErrors)) refuse(error.fieldErrors ?? {});
        setStatus({ kind: 'failed', message: error.message });
      },
    );
  };

  return (
    <section className={styles.callback} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.callbackHeading}>
        {copy.heading}
      </h2>
      {copy.followUp ? <p className={styles.callbackFollowUp}>{copy.followUp}</p> : null}
      {status.kind === 'sent' ? (
        <div ref={sentRef} tabIndex={-1} role="status" className={styles.callbackSent}>
          <Sent answer={status.answer} />
        </div>
      ) : (
        <form ref={formRef} method="post" noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
          <p>{copy.intro}</p>
          <p className={styles.callbackWhen}>{CALLBACK_CATALOGS[locale].beforeSending}</p>
          {context.risk || context.language ? <p className={styles.callbackWhen}>{CALLBACK_CATALOGS[locale].sendsContext}</p> : null}
          <TextField label={label('name')} name="name" value={name} autoComplete="name" required error={errors.name} onChange={setName} />
          <TextField
            label={label('phone')}
            name="phone"
            // A national number: 'tel-national' autofill is allowed on text controls only; the keypad comes from inputMode.
            inputMode="tel"
            value={phone}
            autoComplete="tel-national"
            required
            error={errors.phone}
            onChange={setPhone}
          />
          <CheckboxField label={label('consent')} name="consent" checked={consent} required error={errors.consent} onChange={setConsent} />
          {status.kind === 'failed' ? <FormMessage tone="error">{status.message}</FormMessage> : null}
          <Button type="submit" busy={status.kind === 'sending'} busyLabel={words.formWords.sending}>
            {copy.submit}
          </Button>
        </form>
      )}
    </section>
  );
};

/** The request offered where booking cannot go on (the calendar, the wizard with no match): reason 'booking-help'. */
export const BookingHelpRequest = ({ context }: { readonly context?: CallbackContext }) => (
  <CallbackRequestForm reason="booking-help" copy={BOOKING_HELP_COPY[useLocale()]} {...(context ? { context } : {})} />
);
