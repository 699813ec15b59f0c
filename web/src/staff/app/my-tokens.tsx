import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { CONSOLE_TOKENS_TEXT, formatConsoleInstant, STAFF_PEOPLE_MESSAGES, STAFF_SESSION_POLICY, type ApiError, type StaffAccessTokenView } from '@manobal/core';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { useStaffFailure } from './console-session';
import { useStaffApi } from './staff-api-context';
import * as styles from './sign-in.module.css';

/** The person's tokens as the server lists them, newest first. */
type TokenList = { readonly state: 'loading' } | { readonly state: 'loaded'; readonly items: readonly StaffAccessTokenView[] } | { readonly state: 'failed'; readonly message: string };

const TokenRow = ({ token, onRevoked }: { token: StaffAccessTokenView; onRevoked: () => void }) => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const revoke = () => {
    setBusy(true);
    void api.staffRevokeToken({ id: token.id }).match(onRevoked, (error) => {
      setBusy(false);
      setProblem(fail(error).message);
    });
  };
  return (
    <li>
      <strong>{token.name}</strong> · {CONSOLE_TOKENS_TEXT.states[token.state]}
      <br />
      {CONSOLE_TOKENS_TEXT.created} {formatConsoleInstant(token.created_at)} · {CONSOLE_TOKENS_TEXT.expires} {formatConsoleInstant(token.expires_at)} · {CONSOLE_TOKENS_TEXT.lastUsed}{' '}
      {token.last_used_at === null ? CONSOLE_TOKENS_TEXT.never : formatConsoleInstant(token.last_used_at)}
      {token.state === 'active' ? (
        <div className={styles.actions}>
          <Button variant="secondary" busy={busy} busyLabel={CONSOLE_TOKENS_TEXT.revoking} onClick={revoke}>
            {CONSOLE_TOKENS_TEXT.revoke(token.name)}
          </Button>
        </div>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </li>
  );
};

/** One's own personal access tokens: made here with a name and a life in days (the secret shown once), listed, revoked. */
export const MyTokens = () => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const [list, setList] = useState<TokenList>({ state: 'loading' });
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(STAFF_SESSION_POLICY.accessTokenDefaultDays));
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; fieldErrors: Readonly<Record<string, string>> } | null>(null);
  const load = useCallback(
    () =>
      void api.staffMyTokens({}).match(
        ({ data }) => setList({ state: 'loaded', items: data.items }),
        (error) => setList({ state: 'failed', message: fail(error).message }),
      ),
    [api, fail],
  );
  useEffect(load, [load]);
  const create = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setCreated(null);
    void api.staffCreateToken({ name, days: Number(days) }).match(
      ({ data }) => {
        setBusy(false);
        setProblem(null);
        setName('');
        setCreated(data.token);
        load();
      },
      (error: ApiError) => {
        setBusy(false);
        const read = fail(error);
        setProblem({ message: read.message, fieldErrors: read.fieldErrors });
      },
    );
  };
  return (
    <section aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">{CONSOLE_TOKENS_TEXT.heading}</h2>
      <p>{CONSOLE_TOKENS_TEXT.intro}</p>
      <form className={styles.form} onSubmit={create} noValidate aria-label={CONSOLE_TOKENS_TEXT.create}>
        <TextField label={CONSOLE_TOKENS_TEXT.name} name="name" value={name} onChange={setName} hint={CONSOLE_TOKENS_TEXT.nameHint} error={problem?.fieldErrors['name']} required />
        <TextField
          label={CONSOLE_TOKENS_TEXT.days}
          name="days"
          type="number"
          inputMode="numeric"
          min={1}
          max={STAFF_SESSION_POLICY.accessTokenMaxDays}
          value={days}
          onChange={setDays}
          error={problem?.fieldErrors['days']}
          required
        />
        {problem && Object.keys(problem.fieldErrors).length === 0 ? <p role="alert">{problem.message}</p> : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy} busyLabel={CONSOLE_TOKENS_TEXT.creating}>
            {CONSOLE_TOKENS_TEXT.create}
          </Button>
        </div>
      </form>
      {created ? (
        <div role="status">
          <h3>{CONSOLE_TOKENS_TEXT.createdHeading}</h3>
          <p>{STAFF_PEOPLE_MESSAGES.tokenCreated}</p>
          <p>
            <code className={styles.secret} data-testid="new-token">
              {created}
            </code>
          </p>
          <p>{CONSOLE_TOKENS_TEXT.createdUse}</p>
        </div>
      ) : null}
      {list.state === 'failed' ? <p role="alert">{list.message}</p> : null}
      {list.state === 'loaded' && list.items.length === 0 ? <p>{CONSOLE_TOKENS_TEXT.empty}</p> : null}
      {list.state === 'loaded' && list.items.length > 0 ? (
        <ul className={styles.tokens} aria-label={CONSOLE_TOKENS_TEXT.listLabel}>
          {list.items.map((token) => (
            <TokenRow key={token.id} token={token} onRevoked={load} />
          ))}
        </ul>
      ) : null}
    </section>
  );
};
