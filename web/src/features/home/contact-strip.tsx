import { Mail } from 'lucide-react';
import { mailHref, SITE_CONTACT } from '../../app/site-contact';
import { CONTACT_STRIP } from './home.content';
import * as styles from './home.module.css';

export const ContactStrip = () => (
  <section className={styles.contactStrip} aria-label="Contact e-mail">
    <p className={`container ${styles.contactStripText}`}>
      <Mail aria-hidden="true" size={20} strokeWidth={1.5} />
      <span>
        {CONTACT_STRIP.text} <a href={mailHref(SITE_CONTACT.email)}>{SITE_CONTACT.email}</a>
      </span>
    </p>
  </section>
);
