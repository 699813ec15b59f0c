import { Link } from 'react-router-dom';
import { Avatar } from '../../components/avatar';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../../app/auth-store';
import * as styles from './profile.module.css';

export const PROFILE_TITLE = 'Your profile';

/** The spec shows no profile page; this one shows what the site stores about the visitor, and nothing more. */
export const ProfilePage = () => {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={PROFILE_TITLE} />
      <div className={`container ${styles.profile}`}>
        {user ? (
          <div className={styles.profileCard}>
            <Avatar name={user.name} size={64} />
            <dl className={styles.profileDetails}>
              <dt>Name</dt>
              <dd>{user.name}</dd>
              <dt>Email</dt>
              <dd>{user.email || 'Not given'}</dd>
            </dl>
          </div>
        ) : (
          <p className={styles.profileGuest}>
            You are not logged in. <Link to="/login">Log in</Link> to see your profile, or <Link to="/signup">create an account</Link>.
          </p>
        )}
      </div>
    </>
  );
};
