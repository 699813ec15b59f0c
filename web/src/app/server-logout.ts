import { ENDPOINTS } from '@manobal/core';

/**
 * Ends the access token on the server too, so a copy of it (another tab, a leaked log) stops working at once.
 * Loaded only when someone logs out, so the home page does not carry it. Best effort: the visitor is logged out
 * in this browser whatever the network does.
 */
export const endServerSession = async (token: string): Promise<void> => {
  try {
    await fetch(`${import.meta.env.VITE_API_BASE_URL ?? ''}${ENDPOINTS.logout.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    });
  } catch {
    // Offline or the server is away: the token still ends at its own expiry.
  }
};
