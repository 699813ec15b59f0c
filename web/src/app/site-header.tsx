import { useRef, useState } from 'react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import { CircleUserRound, Menu } from 'lucide-react';
import { ButtonLink } from '../components/button';
import { IconButton } from '../components/icon-button';
import { useAuth } from './auth-store';
import { BrandLink } from './brand-mark';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown, type DropdownItem } from './nav-dropdown';
import {
  ABOUT_LINK,
  CONDITION_LINKS,
  EXPERTS_LINK,
  LOGIN_LINK,
  LOGOUT_LABEL,
  PARTNER_LINKS,
  PROFILE_LINK,
  RESOURCE_LINKS,
  VOLUNTEER_LINK,
  welcomeLabel,
} from './navigation';
import { GREETING_ICON_PROPS, GREETING_LABEL_PROPS, useGreetingFit } from './use-greeting-fit';
import * as styles from './site-header.module.css';

const linkItems = (links: readonly { label: string; to: string }[]): DropdownItem[] => links.map(({ label, to }) => ({ label, to }));

/** 'Welcome, {name}' with Profile and Logout; logging out forgets the session and goes home. */
export const UserMenu = ({ name }: { name: string }) => {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <NavDropdown
      align="end"
      label={
        <>
          {/* Where the whole greeting does not fit the header row, a person icon stands in for it (the button's
              name stays the greeting) and the open panel shows the greeting in full; see useGreetingFit.
              An icon, not initials: those come from the doctors' catalog, which would join every page's JS. */}
          <CircleUserRound
            className={styles.userMenuIcon}
            aria-hidden="true"
            size={28}
            strokeWidth={1.5}
            {...GREETING_ICON_PROPS}
          />
          <span className={styles.userMenuLabel} title={welcomeLabel(name)} {...GREETING_LABEL_PROPS}>
            {welcomeLabel(name)}
          </span>
        </>
      }
      heading={
        <p className={styles.userMenuHeading} aria-hidden="true">
          {welcomeLabel(name)}
        </p>
      }
      groups={[
        [
          { label: PROFILE_LINK.label, to: PROFILE_LINK.to },
          {
            label: LOGOUT_LABEL,
            onSelect: () => {
              logout();
              void navigate('/');
            },
          },
        ],
      ]}
    />
  );
};

export const SiteHeader = () => {
  const { user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const greetingFit = useGreetingFit(rowRef, navRef, actionsRef, user ? user.name : null);
  return (
    <header className={styles.siteHeader}>
      <div ref={rowRef} className={`${styles.siteHeaderInner} container`}>
        <BrandLink />
        <nav ref={navRef} className={styles.siteNav} aria-label="Main">
          <ul className={styles.siteNavList}>
            <li>
              <RouterNavLink className={styles.siteNavLink} to={ABOUT_LINK.to}>
                {ABOUT_LINK.label}
              </RouterNavLink>
            </li>
            <li>
              <NavDropdown label="Services" groups={[linkItems(CONDITION_LINKS), linkItems(PARTNER_LINKS)]} />
            </li>
            <li>
              <NavDropdown label="Resources" groups={[linkItems(RESOURCE_LINKS)]} />
            </li>
            <li>
              <RouterNavLink className={styles.siteNavLink} to={EXPERTS_LINK.to}>
                {EXPERTS_LINK.label}
              </RouterNavLink>
            </li>
          </ul>
        </nav>
        <div ref={actionsRef} className={styles.siteHeaderActions} data-greeting={greetingFit ?? undefined}>
          {user ? (
            <UserMenu name={user.name} />
          ) : (
            <RouterNavLink className={styles.siteNavLink} to={LOGIN_LINK.to}>
              {LOGIN_LINK.label}
            </RouterNavLink>
          )}
          <ButtonLink to={VOLUNTEER_LINK.to} variant="primary" className={styles.siteHeaderVolunteer}>
            {VOLUNTEER_LINK.label}
          </ButtonLink>
        </div>
        <IconButton
          className={styles.siteHeaderMenuButton}
          label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden="true" size={26} strokeWidth={1.5} />
        </IconButton>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
};
