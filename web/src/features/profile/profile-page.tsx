import { Link } from 'react-router-dom';
import { Avatar } from '../../components/avatar';
import { PageHeader } from '../../components/page-header';
import { readAccessToken, useAuth } from '../../app/auth-store';
import { MySessions } from './my-sessions';
import { PROFILE_COPY as COPY } from './profile.copy';
import * as styles from './profile.module.css';

/**
 * The spec shows no profile page; this one shows what the site stores about the visitor and, when logged in,
 * their sessions with the same changes the manage link allows.
 */
export const ProfilePage = () => {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={COPY.title} />
      <div className={`container ${styles.profile}`}>
        {user ? (
          <>
            <div className={styles.profileCard}>
              <Avatar name={user.name} size={64} />
              <dl className={styles.profileDetails}>
                <dt>{COPY.name}</dt>
                <dd>{user.name}</dd>
                <dt>{COPY.email}</dt>
                <dd>{user.email || COPY.notGiven}</dd>
              </dl>
            </div>
            <MySessions key={user.email} accessToken={readAccessToken()} />
          </>
        ) : (
          <p className={styles.profileGuest}>
            You are not logged in. <Link to="/login">Log in</Link> to see your profile, or <Link to="/signup">create an account</Link>.
          </p>
        )}
      </div>
    </>
  );
};
