import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChevronDown, X } from 'lucide-react';
import { ButtonLink } from '../components/button';
import { IconButton } from '../components/icon-button';
import { useFocusTrap } from '../components/use-focus-trap';
import { useAuth } from './auth-store';
import { BrandLink } from './brand-mark';
import type { DropdownItem } from './nav-dropdown';
import { LanguageSwitch } from './language-switch';
import { ABOUT_LINK, CONDITION_LINKS, EXPERTS_LINK, LOGIN_LINK, PARTNER_LINKS, PROFILE_LINK, RESOURCE_LINKS, VOLUNTEER_LINK } from './navigation';
import { useShellCatalog } from './shell-catalog-context';
import * as styles from './mobile-drawer.module.css';

const DrawerGroup = ({ label, items, onItemDone }: { label: string; items: readonly DropdownItem[]; onItemDone: () => void }) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button type="button" className={`${styles.drawerLink} ${styles.drawerToggle}`} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {label}
        <ChevronDown className={styles.drawerChevron} aria-hidden="true" size={20} strokeWidth={1.5} />
      </button>
      <ul id={listId} className={styles.drawerSublist} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <Link className={styles.drawerSublink} to={item.to}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.drawerSublink}
                onClick={() => {
                  onItemDone();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
};

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The navigation on narrow screens: a dialog from the side that keeps focus inside until closed. */
export const MobileDrawer = ({ open, onClose }: MobileDrawerProps) => {
  const panelRef = useRef<HTMLDivElement>(null);
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const words = useShellCatalog();
  useFocusTrap(panelRef, open, onClose);

  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [open]);

  // Following any link inside closes the drawer.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };

  const services: DropdownItem[] = [...CONDITION_LINKS, ...PARTNER_LINKS].map(({ id, to }) => ({ label: words.nav[id], to }));
  const resources: DropdownItem[] = RESOURCE_LINKS.map(({ id, to }) => ({ label: words.nav[id], to }));

  return (
    <div className={styles.drawer} hidden={!open}>
      <div className={styles.drawerBackdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-drawer"
        className={styles.drawerPanel}
        role="dialog"
        aria-modal="true"
        aria-label={words.menu}
        tabIndex={-1}
        onClick={onClick}
      >
        <div className={styles.drawerTop}>
          <BrandLink />
          <IconButton label={words.closeMenu} onClick={onClose}>
            <X aria-hidden="true" size={26} strokeWidth={1.5} />
          </IconButton>
        </div>
        <nav aria-label={words.mobileNav}>
          <ul className={styles.drawerList}>
            <li>
              <Link className={styles.drawerLink} to={ABOUT_LINK.to}>
                {words.nav[ABOUT_LINK.id]}
              </Link>
            </li>
            <DrawerGroup label={words.services} items={services} onItemDone={onClose} />
            <DrawerGroup label={words.resources} items={resources} onItemDone={onClose} />
            <li>
              <Link className={styles.drawerLink} to={EXPERTS_LINK.to}>
                {words.nav[EXPERTS_LINK.id]}
              </Link>
            </li>
            {user ? (
              <DrawerGroup
                label={words.welcome(user.name)}
                onItemDone={onClose}
                items={[
                  { label: words.nav[PROFILE_LINK.id], to: PROFILE_LINK.to },
                  {
                    label: words.logout,
                    onSelect: () => {
                      logout();
                      void navigate('/');
                    },
                  },
                ]}
              />
            ) : (
              <li>
                <Link className={styles.drawerLink} to={LOGIN_LINK.to}>
                  {words.nav[LOGIN_LINK.id]}
                </Link>
              </li>
            )}
            <li>
              <LanguageSwitch className={styles.drawerLink} />
            </li>
          </ul>
        </nav>
        <ButtonLink to={VOLUNTEER_LINK.to} className={styles.drawerVolunteer}>
          {words.nav[VOLUNTEER_LINK.id]}
        </ButtonLink>
      </div>
    </div>
  );
};
