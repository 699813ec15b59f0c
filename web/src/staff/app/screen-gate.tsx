import { useEffect, useRef, type ReactNode } from 'react';
import { CONSOLE_SCREEN_ACCESS, CONSOLE_SCREEN_LABELS, CONSOLE_SHELL_TEXT, rolesAllow, type ConsoleScreen } from '@manobal/core';
import { useStaffPerson } from './console-session';
import { ConsoleForbidden } from './console-states';

/**
 * One screen's frame: its heading and page title from core's catalog, focus on the heading when the person
 * arrives from another screen (so a keyboard or screen-reader user starts at the screen, not the menu), and the
 * screen itself only for roles that open it.
 */
export const ScreenGate = ({ screen, children }: { screen: ConsoleScreen; children: ReactNode }) => {
  const me = useStaffPerson();
  const heading = useRef<HTMLHeadingElement>(null);
  const label = CONSOLE_SCREEN_LABELS[screen];
  useEffect(() => {
    document.title = `${label} | ${CONSOLE_SHELL_TEXT.pageTitleSuffix}`;
    // The first screen after loading keeps the browser's own start (the skip link first); later ones take focus.
    if (document.activeElement !== document.body) heading.current?.focus({ preventScroll: false });
  }, [label]);
  const allowed = rolesAllow(me.roles, CONSOLE_SCREEN_ACCESS[screen]);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {label}
      </h1>
      {allowed ? children : <ConsoleForbidden />}
    </>
  );
};
