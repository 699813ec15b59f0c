import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AUTH_TOKEN_KEY } from '../app/auth-store';
import { RoomPage } from './room-page';
import '../app/theme.css';

/**
 * The video room's own page (session.html, for /session/<reference>; hi/session.html for /hi/session/<reference>): the reference from the address, the visitor's
 * manage token from the fragment (never sent to a server by the browser; kept there so a reload rejoins), else the
 * signed-in account's token; the therapist needs neither (their console session's cookie goes with the socket).
 */
// /session/<reference>, or /hi/session/<reference> for the room in Hindi: the reference is the last segment.
const reference = decodeURIComponent(window.location.pathname.split('/').at(-1) ?? '');
const fragment = decodeURIComponent(window.location.hash.slice(1));
const accountToken = (() => {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
})();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RoomPage reference={reference} token={fragment !== '' ? fragment : accountToken} />
    </StrictMode>,
  );
}
