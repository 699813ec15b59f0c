import { Mail } from 'lucide-react';
import { useLocale } from '../../app/locale-context';
import { mailHref } from '../../app/site-contact';
import { Avatar } from '../../components/avatar';
import { PageHeader } from '../../components/page-header';
import { RichText } from '../../content/content-blocks';
import { TEAM, TEAM_PAGE_WORDS } from '../../content/pages/team.content';
import * as styles from './pages.module.css';
import { ContactLink } from '../../components/contact-link';

export const TeamPage = () => {
  const words = TEAM_PAGE_WORDS[useLocale()];
  return (
    <>
      <PageHeader title={words.title} intro={<p>{words.intro}</p>} />
      <div className={`container ${styles.pageBody}`}>
        {TEAM.illustrative ? (
          <p className={styles.pageNote}>
            <strong>{words.illustrativeLabel}</strong> {words.illustrativeNote}
          </p>
        ) : null}
        <ul className={`${styles.pageGrid} ${styles.pageGridTwo}`}>
          {TEAM.members.map((member) => (
            <li key={member.name} className={`${styles.pageCard} ${styles.personCard}`}>
              <Avatar name={member.name} size={72} />
              <div>
                <h2 className={styles.pageCardTitle}>{member.name}</h2>
                <p className={styles.personCardRole}>{member.role}</p>
                {member.email ? (
                  <p className={styles.personCardEmail}>
                    <Mail aria-hidden="true" size={18} strokeWidth={1.5} />
                    <ContactLink href={mailHref(member.email)}>{member.email}</ContactLink>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.pageNote}>
          <RichText text={words.contactNote} />
        </p>
      </div>
    </>
  );
};
