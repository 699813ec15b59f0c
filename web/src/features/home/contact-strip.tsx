import { Mail } from 'lucide-react';
import { mailHref, SITE_CONTACT } from '../../app/site-contact';
import { useContent } from '../../content/localized-content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

export const ContactStrip = () => {
  const words = useContent(HOME_CONTENT).contactStrip;
  return (
    <section className={styles.contactStrip} aria-label="Contact e-mail">
      <p className={`container ${styles.contactStripText}`}>
        <Mail aria-hidden="true" size={20} strokeWidth={1.5} />
        <span>
          {words.text} <a href={mailHref(SITE_CONTACT.email)}>{SITE_CONTACT.email}</a>
        </span>
      </p>
    </section>
  );
};
