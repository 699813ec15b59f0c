import { useState } from 'react';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import { Menu } from 'lucide-react';
import { ButtonLink } from '../components/button';
import { useAuth } from './auth-store';
import { BrandMark } from './brand-mark';
import { useComingSoonItems } from './coming-soon';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown, type DropdownItem } from './nav-dropdown';
import {
  ABOUT_LINK,
  CONDITION_LINKS,
  EXPERTS_LINK,
  LOGIN_LINK,
  LOGOUT_LABEL,
  PARTNER_ENTRIES,
  PROFILE_LINK,
  RESOURCE_LINKS,
  VOLUNTEER_LINK,
  welcomeLabel,
} from './navigation';
import './site-header.css';

const linkItems = (links: readonly { label: string; to: string }[]): DropdownItem[] => links.map(({ label, to }) => ({ label, to }));

/** 'Welcome, {name}' with Profile and Logout; logging out forgets the session and goes home. */
export const UserMenu = ({ name }: { name: string }) => {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <NavDropdown
      className="user-menu"
      align="end"
      label={<span className="user-menu__label">{welcomeLabel(name)}</span>}
      groups={[
        [
          { label: PROFILE_LINK.label, to: PROFILE_LINK.to },
          {
            label: LOGOUT_LABEL,
            onSelect: () => {
              logout();
              navigate('/');
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
  const partnerItems = useComingSoonItems(PARTNER_ENTRIES);
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="brand-mark" aria-label="Manobal home">
          <BrandMark />
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            <li>
              <RouterNavLink className="site-nav__link" to={ABOUT_LINK.to}>
                {ABOUT_LINK.label}
              </RouterNavLink>
            </li>
            <li>
              <NavDropdown label="Services" groups={[linkItems(CONDITION_LINKS), partnerItems]} />
            </li>
            <li>
              <NavDropdown label="Resources" groups={[linkItems(RESOURCE_LINKS)]} />
            </li>
            <li>
              <RouterNavLink className="site-nav__link" to={EXPERTS_LINK.to}>
                {EXPERTS_LINK.label}
              </RouterNavLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          {user ? (
            <UserMenu name={user.name} />
          ) : (
            <RouterNavLink className="site-nav__link" to={LOGIN_LINK.to}>
              {LOGIN_LINK.label}
            </RouterNavLink>
          )}
          <ButtonLink to={VOLUNTEER_LINK.to} variant="primary" className="site-header__volunteer">
            {VOLUNTEER_LINK.label}
          </ButtonLink>
        </div>
        <button
          type="button"
          className="site-header__menu-button"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden="true" size={26} strokeWidth={1.5} />
        </button>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
};
