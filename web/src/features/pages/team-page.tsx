import { Mail } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { PageHeader } from '../../components/page-header';
import { TEAM_MEMBERS, TEAM_PAGE } from '../../content/pages/team.content';
import * as styles from './pages.module.css';

export const TeamPage = () => (
  <>
    <PageHeader title={TEAM_PAGE.title} intro={<p>{TEAM_PAGE.intro}</p>} />
    <div className={`container ${styles.pageBody}`}>
      <ul className={`${styles.pageGrid} ${styles.pageGridTwo}`}>
        {TEAM_MEMBERS.map((member) => (
          <li key={member.email} className={`${styles.pageCard} ${styles.personCard}`}>
            <Avatar name={member.name} size={72} />
            <div>
              <h2 className={styles.pageCardTitle}>{member.name}</h2>
              <p className={styles.personCardRole}>{member.role}</p>
              <p className={styles.personCardEmail}>
                <Mail aria-hidden="true" size={18} strokeWidth={1.5} />
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.pageNote}>{TEAM_PAGE.contactNote}</p>
    </div>
  </>
);
