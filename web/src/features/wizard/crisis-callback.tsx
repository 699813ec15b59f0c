import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { WIZARD_CRISIS_BLOCK, callbackRequestSchema, validateWith, type FieldErrors } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { CheckboxField, TextField } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { focusFirstInvalid } from '../../components/use-focus-after-render';
import { MATCH_RESULTS_COPY } from './match-results.copy';
import * as styles from './match-results.module.css';

const COPY = MATCH_RESULTS_COPY.callback;

type Status = { readonly kind: 'editing' } | { readonly kind: 'sending' } | { readonly kind: 'sent'; readonly message: string } | { readonly kind: 'failed'; readonly message: string };

/**
 * 'Request a call back' beside the helplines on the wizard's closing screen, when the visitor answered Yes to
 * the risk question or chose 'Immediate crisis support'. It sends only the name, the number, the consent and
 * the reason 'crisis' (which the server lists first, as urgent); no wizard answer goes with it.
 */
export const CrisisCallback = () => {
  const api = useApi();
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
    const checked = validateWith(callbackRequestSchema, { name, phone, consent, reason: 'crisis' });
    if (checked.isErr()) {
      refuse(checked.error.fieldErrors);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    void api.requestCallback(checked.value).match(
      ({ msg }) => setStatus({ kind: 'sent', message: msg }),
      (error) => {
        if (error.kind === 'validation' || (error.kind === 'http' && error.fieldErrors)) refuse(error.fieldErrors ?? {});
        setStatus({ kind: 'failed', message: error.message });
      },
    );
  };

  return (
    <section className={styles.callback} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.callbackHeading}>
        {COPY.heading}
      </h2>
      <p className={styles.callbackFollowUp}>{WIZARD_CRISIS_BLOCK.followUp}</p>
      {status.kind === 'sent' ? (
        <div ref={sentRef} tabIndex={-1}>
          <FormMessage tone="success">{status.message}</FormMessage>
        </div>
      ) : (
        <form ref={formRef} method="post" noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
          <p>{COPY.intro}</p>
          <TextField label={COPY.name} name="name" value={name} autoComplete="name" required error={errors.name} onChange={setName} />
          <TextField
            label={COPY.phone}
            name="phone"
            // A national number: 'tel-national' autofill is allowed on text controls only; the keypad comes from inputMode.
            inputMode="tel"
            value={phone}
            autoComplete="tel-national"
            required
            error={errors.phone}
            onChange={setPhone}
          />
          <CheckboxField label={COPY.consent} name="consent" checked={consent} required error={errors.consent} onChange={setConsent} />
          {status.kind === 'failed' ? <FormMessage tone="error">{status.message}</FormMessage> : null}
          <Button type="submit" busy={status.kind === 'sending'} busyLabel={COPY.busy}>
            {COPY.submit}
          </Button>
        </form>
      )}
    </section>
  );
};
