import { defineConfig } from 'vite';
import { pageOfItsOwn } from './scripts/page-of-its-own';

/**
 * The video room (session.html, served for /session/*): no WebRTC code or room words in any other page, and none of
 * the site's pages in the room.
 */
export default defineConfig((env) => pageOfItsOwn(env, 'session', 'session.html'));
