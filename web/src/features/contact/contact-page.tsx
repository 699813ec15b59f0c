import { Mail, MapPin, Phone } from 'lucide-react';
import { mailHref, SITE_CONTACT, telHref } from '../../app/site-contact';
import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { ContactForm } from './contact-form';
import { useLocale } from '../../app/locale-context';
import { CONTACT_WORDS, MAP_SEARCH_URL, OFFICE_MAP } from './contact.content';
import { LazyMap } from './lazy-map';
import * as styles from './contact.module.css';
import { ContactLink } from '../../components/contact-link';

export const ContactPage = () => {
  const words = CONTACT_WORDS[useLocale()];
  return (
    <>
      <PageHeader title={words.title} intro={<p>{words.intro}</p>} />
      <div className={`container ${styles.contact}`}>
        <div className={styles.contactDetails}>
          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">{words.detailsHeading}</h2>
            <dl className={styles.contactList}>
              <div>
                <dt>
                  <MapPin aria-hidden="true" size={20} strokeWidth={1.5} />
                  {words.labels.address}
                </dt>
                <dd>
                  <address>{SITE_CONTACT.address}</address>
                </dd>
              </div>
              <div>
                <dt>
                  <Mail aria-hidden="true" size={20} strokeWidth={1.5} />
                  {words.labels.email}
                </dt>
                <dd>
                  <ContactLink href={mailHref(SITE_CONTACT.email)}>{SITE_CONTACT.email}</ContactLink>
                </dd>
              </div>
              <div>
                <dt>
                  <Phone aria-hidden="true" size={20} strokeWidth={1.5} />
                  {words.labels.phone}
                </dt>
                <dd>
                  <ContactLink href={telHref(SITE_CONTACT.phone)}>{SITE_CONTACT.phone}</ContactLink>
                </dd>
              </div>
            </dl>
            <p className={styles.contactCrisis}>{words.crisisNote}</p>
          </section>
          <section aria-labelledby="contact-map-title">
            <h2 id="contact-map-title">{words.map.heading}</h2>
            {OFFICE_MAP ? (
              <LazyMap map={OFFICE_MAP} />
            ) : (
              <p>
                <ExternalLink href={MAP_SEARCH_URL}>{words.map.search}</ExternalLink>
              </p>
            )}
          </section>
        </div>
        <ContactForm />
      </div>
    </>
  );
};
