import type { ComponentType } from 'react';
import type { ConsoleScreen } from '@manobal/core';

/** A lazily loaded module's component, as each screen's `load` gives it. */
export type LoadScreen = () => Promise<{ Component: ComponentType }>;

/**
 * One screen of the console, at /staff/<screen> and everything under it (a screen may route its own details,
 * /staff/applications/<id>): shown in the navigation and opened only for the roles core's CONSOLE_SCREEN_ACCESS
 * names. Its heading and page title are the screen's label in core's console catalog.
 */
export interface ConsoleScreenRoute {
  readonly screen: ConsoleScreen;
  readonly load: LoadScreen;
}

/** A page outside the console's frame that needs no session (sign-in, enrolment): /staff/<path>. */
export interface ConsolePublicRoute {
  readonly path: string;
  readonly load: LoadScreen;
}
