import { useRef, useState } from 'react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import { CircleUserRound, Menu } from 'lucide-react';
import { ButtonLink } from '../components/button';
import { IconButton } from '../components/icon-button';
import { useAuth } from './auth-store';
import { BrandLink } from './brand-mark';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown, type DropdownItem } from './nav-dropdown';
import { LanguageSwitch } from './language-switch';
import { ABOUT_LINK, CONDITION_LINKS, EXPERTS_LINK, LOGIN_LINK, PARTNER_LINKS, PROFILE_LINK, RESOURCE_LINKS, VOLUNTEER_LINK, type NavLink } from './navigation';
import type { ShellCatalog } from './shell-catalog';
import { useShellCatalog } from './shell-catalog-context';
import { GREETING_ICON_PROPS, GREETING_LABEL_PROPS, useGreetingFit } from './use-greeting-fit';
import * as styles from './site-header.module.css';

const linkItems = (links: readonly NavLink[], words: ShellCatalog): DropdownItem[] => links.map(({ id, to }) => ({ label: words.nav[id], to }));

/** 'Welcome, {name}' with Profile and Logout; logging out forgets the session and goes home. */
export const UserMenu = ({ name }: { name: string }) => {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const words = useShellCatalog();
  const welcomeLabel = words.welcome;
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
          { label: words.nav[PROFILE_LINK.id], to: PROFILE_LINK.to },
          {
            label: words.logout,
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
  const words = useShellCatalog();
  return (
    <header className={styles.siteHeader}>
      <div ref={rowRef} className={`${styles.siteHeaderInner} container`}>
        <BrandLink />
        <nav ref={navRef} className={styles.siteNav} aria-label={words.mainNav}>
          <ul className={styles.siteNavList}>
            <li>
              <RouterNavLink className={styles.siteNavLink} to={ABOUT_LINK.to}>
                {words.nav[ABOUT_LINK.id]}
              </RouterNavLink>
            </li>
            <li>
              <NavDropdown label={words.services} groups={[linkItems(CONDITION_LINKS, words), linkItems(PARTNER_LINKS, words)]} />
            </li>
            <li>
              <NavDropdown label={words.resources} groups={[linkItems(RESOURCE_LINKS, words)]} />
            </li>
            <li>
              <RouterNavLink className={styles.siteNavLink} to={EXPERTS_LINK.to}>
                {words.nav[EXPERTS_LINK.id]}
              </RouterNavLink>
            </li>
            {/* In the navigation, not the actions: the greeting's room is measured between the two. */}
            <li>
              <LanguageSwitch className={styles.siteNavLink} />
            </li>
          </ul>
        </nav>
        <div ref={actionsRef} className={styles.siteHeaderActions} data-greeting={greetingFit ?? undefined}>
          {user ? (
            <UserMenu name={user.name} />
          ) : (
            <RouterNavLink className={styles.siteNavLink} to={LOGIN_LINK.to}>
              {words.nav[LOGIN_LINK.id]}
            </RouterNavLink>
          )}
          <ButtonLink to={VOLUNTEER_LINK.to} variant="primary" className={styles.siteHeaderVolunteer}>
            {words.nav[VOLUNTEER_LINK.id]}
          </ButtonLink>
        </div>
        <LanguageSwitch className={`${styles.siteNavLink} ${styles.siteHeaderLanguage}`} />
        <IconButton
          className={styles.siteHeaderMenuButton}
          label={words.openMenu}
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
