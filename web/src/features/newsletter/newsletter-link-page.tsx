import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NEWSLETTER_TEXT as T } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { PageHeader } from '../../components/page-header';
import { useHydrated } from '../../components/use-hydrated';
import * as styles from './newsletter-link-page.module.css';

/** The token from the address's fragment ('#<token>'), which the browser never sends to a server. */
const tokenOf = (hash: string): string | null => {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  return raw === '' ? null : raw;
};

type Outcome = { readonly state: 'working' } | { readonly state: 'done'; readonly message: string } | { readonly state: 'refused'; readonly message: string } | { readonly state: 'failed'; readonly message: string };

/**
 * A newsletter link opened: its token goes in the body of one call (confirm, or unsubscribe), and the page says what
 * the server answered. Opening the link is the click: nothing more is asked of the person.
 */
const NewsletterLinkPage = ({ call, title }: { readonly call: 'confirmNewsletter' | 'unsubscribeNewsletter'; readonly title: string }) => {
  const api = useApi();
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hydrated || token === null) return undefined;
    let current = true;
    setOutcome({ state: 'working' });
    void api[call]({ token }).match(
      (ok) => current && setOutcome({ state: 'done', message: ok.msg }),
      (error) => current && setOutcome(error.kind === 'http' ? { state: 'refused', message: error.message } : { state: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [api, call, token, hydrated, attempt]);

  const body =
    token === null ? (
      <FormMessage tone="error">{T.tokenMissing}</FormMessage>
    ) : outcome.state === 'working' ? (
      <p role="status">{T.working}</p>
    ) : outcome.state === 'done' ? (
      <FormMessage tone="success">{outcome.message}</FormMessage>
    ) : outcome.state === 'refused' ? (
      <FormMessage tone="error">{outcome.message}</FormMessage>
    ) : (
      <>
        <FormMessage tone="error">{outcome.message}</FormMessage>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {T.retry}
        </Button>
      </>
    );
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageHeader title={title} />
      <div className={`container ${styles.wrap}`}>{body}</div>
    </>
  );
};

/** /newsletter/confirm#<token>: the link of the confirmation e-mail. */
export const NewsletterConfirmPage = () => <NewsletterLinkPage call="confirmNewsletter" title={T.confirmTitle} />;

/** /newsletter/unsubscribe#<token>: the link at the end of every letter. */
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage call="unsubscribeNewsletter" title={T.unsubscribeTitle} />;
