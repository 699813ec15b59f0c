import { useEffect, useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { CONSOLE_SCREEN_LABELS, CONSOLE_SHELL_TEXT, consoleScreensFor, STAFF_ROLE_LABELS, type ConsoleScreen, type StaffWhoami } from '@manobal/core';
import { AppToaster } from '../../components/app-toaster';
import { Button } from '../../components/button';
import { useConsoleSession } from './console-session';
import { ConsoleLoading } from './console-states';
import { StepUpProvider } from './step-up';
import * as styles from './console-layout.module.css';

/** The screens this person's roles open that the console has, in navigation order. */
export const openScreensOf = (me: StaffWhoami, registered: readonly ConsoleScreen[]): readonly ConsoleScreen[] =>
  consoleScreensFor(me.roles).filter((screen) => registered.includes(screen));

const ConsoleNavigation = ({ id, screens, onFollow }: { id: string; screens: readonly ConsoleScreen[]; onFollow: () => void }) => (
  <nav id={id} className={styles.nav} aria-label={CONSOLE_SHELL_TEXT.navigation}>
    <ul className={styles.navList}>
      {screens.map((screen) => (
        <li key={screen}>
          <NavLink to={`/${screen}`} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink)} onClick={onFollow}>
            {CONSOLE_SCREEN_LABELS[screen]}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);

/** The console around a signed-in person's screens: who they are, what their roles open, and the screen. */
const ConsoleFrame = ({ me, screens }: { me: StaffWhoami; screens: readonly ConsoleScreen[] }) => {
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const open = openScreensOf(me, screens);
  return (
    <div className={styles.console}>
      <a className="skip-link" href="#console-main">
        {CONSOLE_SHELL_TEXT.skipToContent}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>{CONSOLE_SHELL_TEXT.consoleName}</p>
        <p className={styles.person}>
          <span className="visually-hidden">{CONSOLE_SHELL_TEXT.signedInAs} </span>
          <span className={styles.personName}>{me.name}</span>
          <span className="visually-hidden">, {CONSOLE_SHELL_TEXT.rolesLabel}: </span>
          <span className={styles.personRoles}>{me.roles.map((role) => STAFF_ROLE_LABELS[role]).join(' · ')}</span>
        </p>
        <Button variant="secondary" className={styles.menuButton} aria-expanded={menuOpen} aria-controls={navId} onClick={() => setMenuOpen((value) => !value)}>
          {menuOpen ? <X aria-hidden="true" size={20} strokeWidth={1.5} /> : <Menu aria-hidden="true" size={20} strokeWidth={1.5} />}
          {menuOpen ? CONSOLE_SHELL_TEXT.closeMenu : CONSOLE_SHELL_TEXT.openMenu}
        </Button>
      </header>
      <div className={menuOpen ? `${styles.navSlot} ${styles.navSlotOpen}` : styles.navSlot}>
        <ConsoleNavigation id={navId} screens={open} onFollow={() => setMenuOpen(false)} />
      </div>
      <main id="console-main" className={styles.main} tabIndex={-1}>
        <StepUpProvider>
          <Outlet context={open} />
        </StepUpProvider>
      </main>
      <AppToaster />
    </div>
  );
};

/**
 * The console's frame for whatever the session is: a wait while the server says who this is, a retry when it
 * cannot be reached, sign-in when nobody is signed in (the address they wanted goes along), else the screens.
 */
export const ConsoleLayout = ({ screens }: { screens: readonly ConsoleScreen[] }) => {
  const { session, refresh } = useConsoleSession();
  const location = useLocation();
  switch (session.state) {
    case 'checking':
      return (
        <main id="console-main" className={styles.alone}>
          <ConsoleLoading />
        </main>
      );
    case 'unreachable':
      return (
        <main id="console-main" className={styles.alone}>
          <h1>{CONSOLE_SHELL_TEXT.loadFailed}</h1>
          <p role="alert">{session.message}</p>
          <Button onClick={refresh}>{CONSOLE_SHELL_TEXT.retry}</Button>
        </main>
      );
    case 'signed-out':
      return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
    case 'signed-in':
      return <ConsoleFrame me={session.me} screens={screens} />;
  }
};
