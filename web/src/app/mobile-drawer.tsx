import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ChevronDown, X } from 'lucide-react';
import { ButtonLink } from '../components/button';
import { useFocusTrap } from '../components/use-focus-trap';
import { useAuth } from './auth-store';
import { BrandMark } from './brand-mark';
import { useComingSoonItems } from './coming-soon';
import type { DropdownItem } from './nav-dropdown';
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
import './mobile-drawer.css';

const DrawerGroup = ({ label, items, onItemDone }: { label: string; items: readonly DropdownItem[]; onItemDone: () => void }) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button type="button" className="drawer__link drawer__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {label}
        <ChevronDown className="drawer__chevron" aria-hidden="true" size={20} strokeWidth={1.5} />
      </button>
      <ul id={listId} className="drawer__sublist" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <Link className="drawer__sublink" to={item.to}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className="drawer__sublink"
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
  const partnerItems = useComingSoonItems(PARTNER_ENTRIES);
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

  const services: DropdownItem[] = [...CONDITION_LINKS.map(({ label, to }) => ({ label, to })), ...partnerItems];
  const resources: DropdownItem[] = RESOURCE_LINKS.map(({ label, to }) => ({ label, to }));

  return (
    <div className="drawer" hidden={!open}>
      <div className="drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-drawer"
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        onClick={onClick}
      >
        <div className="drawer__top">
          <Link to="/" className="brand-mark" aria-label="Manobal home">
            <BrandMark />
          </Link>
          <button type="button" className="drawer__close" aria-label="Close menu" onClick={onClose}>
            <X aria-hidden="true" size={26} strokeWidth={1.5} />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="drawer__list">
            <li>
              <Link className="drawer__link" to={ABOUT_LINK.to}>
                {ABOUT_LINK.label}
              </Link>
            </li>
            <DrawerGroup label="Services" items={services} onItemDone={onClose} />
            <DrawerGroup label="Resources" items={resources} onItemDone={onClose} />
            <li>
              <Link className="drawer__link" to={EXPERTS_LINK.to}>
                {EXPERTS_LINK.label}
              </Link>
            </li>
            {user ? (
              <DrawerGroup
                label={welcomeLabel(user.name)}
                onItemDone={onClose}
                items={[
                  { label: PROFILE_LINK.label, to: PROFILE_LINK.to },
                  {
                    label: LOGOUT_LABEL,
                    onSelect: () => {
                      logout();
                      navigate('/');
                    },
                  },
                ]}
              />
            ) : (
              <li>
                <Link className="drawer__link" to={LOGIN_LINK.to}>
                  {LOGIN_LINK.label}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <ButtonLink to={VOLUNTEER_LINK.to} className="drawer__volunteer">
          {VOLUNTEER_LINK.label}
        </ButtonLink>
      </div>
    </div>
  );
};
