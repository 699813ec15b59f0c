import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Mail, Phone } from 'lucide-react';
import { CRISIS_CATALOGS, EMERGENCY_HELPLINE, PRODUCT_NAME } from '@manobal/core';
import { ExternalLink } from '../components/external-link';
import { useHydrated } from '../components/use-hydrated';
import { useApi } from './api-context';
import { BrandLink } from './brand-mark';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from './navigation';
import { useShellCatalog } from './shell-catalog-context';
import { mailHref, SITE_CONTACT, telHref } from './site-contact';
import * as styles from './site-footer.module.css';
import { useLocale } from './locale-context';
import { ContactLink } from '../components/contact-link';

/**
 * The newsletter box: posts the address (the API client, and its check, load on the first Subscribe) and
 * says what the server answered. Kept this small because the footer is on every page, the home page too.
 */
const Newsletter = () => {
  const inputId = useId();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const words = useShellCatalog();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void api.subscribeNewsletter({ email }).match(
      (ok) => {
        setBusy(false);
        setEmail('');
        setNote({ text: ok.msg, error: false });
      },
      (error) => {
        setBusy(false);
        setNote({ text: ('fieldErrors' in error && error.fieldErrors?.email) || error.message, error: true });
      },
    );
  };
  const invalid = note?.error === true;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.siteFooterHeading}>
        {words.newsletterHeading}
      </h2>
      <p className={styles.newsletterIntro}>{words.newsletterIntro(SITE_CONTACT.email)}</p>
      <label className={styles.newsletterLabel} htmlFor={inputId}>
        {words.newsletterEmail}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={inputId}
          className={styles.newsletterInput}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby={`${inputId}-note`}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setNote(null);
          }}
        />
        <button type="submit" className={styles.newsletterButton} disabled={!hydrated || busy}>
          {words.subscribe}
        </button>
      </div>
      <p id={`${inputId}-note`} className={styles.newsletterNote} role={invalid ? 'alert' : 'status'}>
        {note?.text}
      </p>
    </form>
  );
};

export const SiteFooter = () => {
  const words = useShellCatalog();
  const helpline = CRISIS_CATALOGS[useLocale()].helplines[EMERGENCY_HELPLINE.id];
  return (
  <footer className={styles.siteFooter}>
    <div className="container">
      <div className={styles.siteFooterTop}>
        <div className={styles.siteFooterAbout}>
          <BrandLink className={styles.siteFooterBrand} />
          <p>{words.footerTagline}</p>
          <ul className={styles.siteFooterContact}>
            <li>
              <Mail aria-hidden="true" size={18} strokeWidth={1.5} />
              <ContactLink href={mailHref(SITE_CONTACT.email)}>{SITE_CONTACT.email}</ContactLink>
            </li>
            <li>
              <Phone aria-hidden="true" size={18} strokeWidth={1.5} />
              <ContactLink href={telHref(SITE_CONTACT.phone)}>{SITE_CONTACT.phone}</ContactLink>
            </li>
          </ul>
        </div>
        <Newsletter />
      </div>

      <p className={styles.siteFooterHelpline}>
        <strong>{words.needHelp}</strong> {words.helplineCall(helpline.name)}{' '}
        <a href={`tel:${EMERGENCY_HELPLINE.dial}`}>{EMERGENCY_HELPLINE.display}</a> {words.helplineHours(helpline.hours)}
      </p>

      <nav className={styles.siteFooterColumns} aria-label={words.footerNav}>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.id} className={styles.siteFooterColumn}>
            <h2 className={styles.siteFooterHeading}>{words.footerColumns[column.id]}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{words.nav[link.id]}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      <div className={styles.siteFooterBottom}>
        {SOCIAL_LINKS.length > 0 ? (
          <ul className={styles.siteFooterSocial} aria-label={words.socialMedia}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <ExternalLink href={social.href}>{social.label}</ExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.siteFooterLegal}>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}. {SITE_CONTACT.address}.
        </p>
      </div>
    </div>
  </footer>
);
};
