import type { Plugin } from 'vite';

/** /staff and every address under it is the console's page, as the Manobal server answers them in production. */
const CONSOLE_ADDRESS = /^\/staff(\/[^.]*)?(\?.*)?$/;
/** /session/<reference> is the video room's page. */
const ROOM_ADDRESS = /^\/session\/[^./?]+(\?.*)?$/;

/**
 * `npm run dev`: Vite answers an unknown address with index.html (the site); this hands the console's addresses
 * to staff.html instead, so a reload on /staff/inbox opens the console.
 */
export const staffPageInDev = (): Plugin => ({
  name: 'manobal-staff-page-in-dev',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url !== undefined && CONSOLE_ADDRESS.test(request.url)) request.url = '/staff.html';
      else if (request.url !== undefined && ROOM_ADDRESS.test(request.url)) request.url = '/session.html';
      next();
    });
  },
});
