import { Mail } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { PageHeader } from '../../components/page-header';
import { TEAM_MEMBERS, TEAM_PAGE } from '../../content/pages/team.content';
import './pages.css';

export const TeamPage = () => (
  <>
    <PageHeader title={TEAM_PAGE.title} intro={<p>{TEAM_PAGE.intro}</p>} />
    <div className="container page-body">
      <ul className="page-grid page-grid--two">
        {TEAM_MEMBERS.map((member) => (
          <li key={member.email} className="page-card person-card">
            <Avatar name={member.name} size={72} />
            <div>
              <h2 className="page-card__title">{member.name}</h2>
              <p className="person-card__role">{member.role}</p>
              <p className="person-card__email">
                <Mail aria-hidden="true" size={18} strokeWidth={1.5} />
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="page-note">{TEAM_PAGE.contactNote}</p>
    </div>
  </>
);
