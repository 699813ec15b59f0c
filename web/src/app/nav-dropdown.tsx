import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { TIMINGS } from '@manobal/core';
// The dropdown is part of the header and shares its stylesheet (its button looks like the header's links).
import * as styles from './site-header.module.css';

export type DropdownItem = { label: string; to: string } | { label: string; onSelect: () => void };

export interface NavDropdownProps {
  label: ReactNode;
  /** Items in groups; a divider separates the groups. */
  groups: readonly (readonly DropdownItem[])[];
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  /** Text above the items, not an item itself (the user menu repeats who is signed in). */
  heading?: ReactNode;
}

const fromMouse = (event: PointerEvent) => event.pointerType !== 'touch' && event.pointerType !== 'pen';

/**
 * A disclosure menu for site navigation: opens on hover or click, closes TIMINGS.dropdownCloseMs after the
 * pointer leaves (so a diagonal move towards the panel does not close it), on Escape, on choosing an item,
 * and when focus or a click goes elsewhere. Arrow keys move between items.
 */
export const NavDropdown = ({ label, groups, align = 'start', heading }: NavDropdownProps) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A click right after hovering open must not close the panel the pointer just opened.
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose]);
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      openedByHover.current = false;
      setOpen(false);
    }, TIMINGS.dropdownCloseMs);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-dropdown-item]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const current = items().indexOf(document.activeElement as HTMLElement);
    if (!open) {
      setOpen(true);
      // The panel renders on the next frame; focus its first (or last) item then.
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    if (current === -1) focusItem(event.key === 'ArrowDown' ? 0 : -1);
    else focusItem(current + (event.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <div
      ref={rootRef}
      className={styles.navDropdown}
      data-open={open || undefined}
      onPointerEnter={(event) => {
        if (!fromMouse(event)) return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (fromMouse(event) && open) scheduleClose();
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navDropdownButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          cancelClose();
          if (open && openedByHover.current) openedByHover.current = false;
          else setOpen(!open);
        }}
      >
        {label}
        <ChevronDown className={styles.navDropdownChevron} aria-hidden="true" size={18} strokeWidth={1.5} />
      </button>
      <div id={panelId} className={`${styles.navDropdownPanel} ${align === 'end' ? styles.navDropdownPanelEnd : styles.navDropdownPanelStart}`} hidden={!open}>
        {heading}
        {groups.map((group, groupIndex) => (
          <ul key={groupIndex} className={styles.navDropdownGroup}>
            {group.map((item) => (
              <li key={item.label}>
                {'to' in item ? (
                  <Link data-dropdown-item="" className={styles.navDropdownItem} to={item.to} onClick={close}>
                    {item.label}
                  </Link>
                ) : (
                  <button
                    data-dropdown-item=""
                    type="button"
                    className={styles.navDropdownItem}
                    onClick={() => {
                      close();
                      item.onSelect();
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
};
