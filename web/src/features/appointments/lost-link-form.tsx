import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { useApi } from '../../app/api-context';
import { useAppointmentsWords } from './appointments.words';
import * as styles from './appointments.module.css';

type Sent = { readonly state: 'asking' } | { readonly state: 'sent'; readonly message: string };

/**
 * A lost manage link asked for again with the e-mail address or phone number booked with. The server checks the field
 * with the same schema and answers the same words whether or not anything is booked under it; the page shows them.
 */
export const LostLinkForm = ({ headingLevel = 'h2' }: { readonly headingLevel?: 'h1' | 'h2' }) => {
  const api = useApi();
  const { copy: COPY } = useAppointmentsWords();
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>({ state: 'asking' });
  const Heading = headingLevel;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    void api.requestManageLinks({ contact }).match(
      (ok) => {
        setBusy(false);
        setSent({ state: 'sent', message: ok.msg });
      },
      (refused) => {
        setBusy(false);
        const fieldError = 'fieldErrors' in refused ? refused.fieldErrors?.contact : undefined;
        setError(fieldError);
        setFailure(fieldError === undefined ? refused.message : null);
      },
    );
  };

  return (
    <section className={styles.appointmentCard} aria-labelledby="lost-link-heading">
      <Heading id="lost-link-heading" className={styles.lostLinkHeading}>
        {COPY.lostLink.heading}
      </Heading>
      {sent.state === 'sent' ? (
        <>
          <FormMessage tone="success">{sent.message}</FormMessage>
          <Button variant="quiet" onClick={() => setSent({ state: 'asking' })}>
            {COPY.lostLink.again}
          </Button>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p>{COPY.lostLink.intro}</p>
          <TextField
            label={COPY.lostLink.label}
            name="contact"
            autoComplete="email"
            value={contact}
            error={error}
            hint={COPY.lostLink.hint}
            required
            onChange={(value) => {
              setContact(value);
              setError(undefined);
            }}
          />
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <div className={styles.appointmentActions}>
            <Button type="submit" busy={busy} busyLabel={COPY.working}>
              {COPY.lostLink.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
};

/** /appointments: no link at hand, only the way to have it sent again. */
export const LostLinkPage = () => (
  <>
    <meta name="robots" content="noindex" />
    <div className={`container ${styles.appointmentWrap}`}>
      <LostLinkForm headingLevel="h1" />
    </div>
  </>
);
