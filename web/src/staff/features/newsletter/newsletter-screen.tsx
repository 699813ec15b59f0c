import { useEffect, useState, type FormEvent } from 'react';
import { NEWSLETTER_SCREEN_TEXT as T } from '@manobal/core';
import { Button } from '../../../components/button';
import { TextAreaField, TextField } from '../../../components/field';
import { FormMessage } from '../../../components/form-message';
import { useStaffFailure, type StaffFailure } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import * as list from '../../components/staff-list.module.css';
import * as styles from './newsletter-screen.module.css';

type Reach = { readonly state: 'loading' } | { readonly state: 'ready'; readonly confirmed: number; readonly pending: number } | { readonly state: 'failed'; readonly message: string };

/** Where the letter is: being written, asked about before it goes, or sent (to how many). */
type Step = { readonly step: 'writing' } | { readonly step: 'confirming' } | { readonly step: 'sent'; readonly recipients: number };

/** A new letter's id: the server keeps one letter per id, so a second press or a retry sends nothing twice. */
const newLetterId = (): string => crypto.randomUUID();

/**
 * The newsletter (admins): how many confirmed addresses a letter reaches, the letter, a question before it goes, and
 * what was sent. The server checks the permission and the fields with the same schema; this screen only asks.
 */
export const NewsletterScreen = () => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const [reach, setReach] = useState<Reach>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [letterId, setLetterId] = useState(newLetterId);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [step, setStep] = useState<Step>({ step: 'writing' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StaffFailure | null>(null);

  useEffect(() => {
    let current = true;
    void api.staffLetters({}).match(
      ({ data }) => current && setReach({ state: 'ready', confirmed: data.confirmed, pending: data.pending }),
      (error) => current && setReach({ state: 'failed', message: fail(error).message }),
    );
    return () => {
      current = false;
    };
  }, [api, fail, attempt]);

  const send = () => {
    setBusy(true);
    setFailure(null);
    void api.staffSendLetter({ id: letterId, subject, body }).match(
      ({ data }) => {
        setBusy(false);
        setStep({ step: 'sent', recipients: data.recipients });
      },
      (error) => {
        setBusy(false);
        setFailure(fail(error));
        setStep({ step: 'writing' });
      },
    );
  };
  const writeAnother = () => {
    setLetterId(newLetterId());
    setSubject('');
    setBody('');
    setStep({ step: 'writing' });
    setAttempt((n) => n + 1);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setStep({ step: 'confirming' });
  };
  const confirmed = reach.state === 'ready' ? reach.confirmed : 0;

  return (
    <div className={styles.screen}>
      <p>{T.intro}</p>
      {reach.state === 'loading' ? null : reach.state === 'failed' ? (
        <div className={list.actions}>
          <FormMessage tone="error">{reach.message}</FormMessage>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <p role="status">{reach.confirmed === 0 ? T.nobody : T.reach(reach.confirmed, reach.pending)}</p>
      )}
      {step.step === 'sent' ? (
        <>
          <FormMessage tone="success">{T.sent(step.recipients)}</FormMessage>
          <div className={list.actions}>
            <Button onClick={writeAnother}>{T.writeAnother}</Button>
          </div>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          <TextField label={T.subject} name="subject" value={subject} onChange={setSubject} error={failure?.fieldErrors['subject']} required maxLength={150} disabled={step.step === 'confirming'} />
          <TextAreaField label={T.body} name="body" value={body} onChange={setBody} error={failure?.fieldErrors['body']} hint={T.bodyHint} rows={12} required disabled={step.step === 'confirming'} />
          {failure !== null && Object.keys(failure.fieldErrors).length === 0 ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
          {step.step === 'confirming' ? (
            <div className={styles.confirm}>
              <p className={styles.question}>{T.confirmQuestion(confirmed)}</p>
              <div className={list.actions}>
                <Button busy={busy} busyLabel={T.sending} onClick={send}>
                  {T.confirmYes}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => setStep({ step: 'writing' })}>
                  {T.confirmNo}
                </Button>
              </div>
            </div>
          ) : (
            <div className={list.actions}>
              <Button type="submit" disabled={reach.state !== 'ready' || reach.confirmed === 0}>
                {T.send}
              </Button>
            </div>
          )}
        </form>
      )}
    </div>
  );
};
