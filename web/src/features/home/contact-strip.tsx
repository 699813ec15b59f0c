import { Mail } from 'lucide-react';
import { mailHref, SITE_CONTACT } from '../../app/site-contact';
import { useContent } from '../../content/localized-content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';
import { ContactLink } from '../../components/contact-link';

export const ContactStrip = () => {
  const words = useContent(HOME_CONTENT).contactStrip;
  return (
    <section className={styles.contactStrip} aria-label="Contact e-mail">
      <p className={`container ${styles.contactStripText}`}>
        <Mail aria-hidden="true" size={20} strokeWidth={1.5} />
        <span>
          {words.text} <ContactLink href={mailHref(SITE_CONTACT.email)}>{SITE_CONTACT.email}</ContactLink>
        </span>
      </p>
    </section>
  );
};
