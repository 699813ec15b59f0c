import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ROOM_TEXT_EN, SAMPLE_THERAPISTS } from '@manobal/core';
import { createOwnDatabase } from './own-database';
import { startOwnServer } from './own-server';
import { signInAs } from './staff-session';
import { expectFramesFlowing, FAKE_MEDIA, newPerson, seed, THERAPIST_ID, visitorJoins } from './video-room-people';

// A deployment of several instances behind a load balancer: two built servers on one PostgreSQL database of this
// spec's own, with the same DATA_KEY and JWT_SECRET, as server/README.md asks of instances. The visitor is served by
// one and the therapist by the other, so every signalling message of their call goes from one server to the other
// through PostgreSQL (LISTEN/NOTIFY), in two Chromiums with fake camera and microphone.

const T = ROOM_TEXT_EN;
const therapistName = SAMPLE_THERAPISTS.find((entry) => entry.therapist.id === THERAPIST_ID)?.therapist.name ?? THERAPIST_ID;

test.use(FAKE_MEDIA);

/** The host:port of every room signalling socket the page opens, in order. */
const roomSocketHosts = (page: Page): string[] => {
  const hosts: string[] = [];
  page.on('websocket', (socket) => {
    const url = new URL(socket.url());
    if (url.pathname.startsWith('/api/v1/rooms/')) hosts.push(url.host);
  });
  return hosts;
};

test.describe('the video room on two instances', () => {
  // Two Chromiums with fake media and two servers on a shared machine: a call takes its time to set up, never a fixed wait.
  test.describe.configure({ timeout: 180_000 });
  test('a visitor on one instance and their therapist on the other see each other, and each sees what the other turns off', async ({ browser }) => {
    const database = await createOwnDatabase('room-two-instances');
    const shared = { DATABASE_URL: database.url, DATA_KEY: randomBytes(32).toString('hex'), JWT_SECRET: randomBytes(48).toString('hex') };
    const servers: { stop: () => Promise<void> }[] = [];
    try {
      // One after the other, as a rolling start would: the first migrates the empty database and adds the sample therapists.
      const one = await startOwnServer('room-instance-one', shared);
      servers.push(one);
      const two = await startOwnServer('room-instance-two', shared);
      servers.push(two);
      const [hostOne, hostTwo] = [new URL(one.baseUrl).host, new URL(two.baseUrl).host];
      expect(hostOne).not.toBe(hostTwo);
      for (const server of [one, two]) {
        const health = await (await fetch(`${server.baseUrl}/api/v1/health`)).json();
        expect(health).toMatchObject({ data: { store: 'postgres' } });
      }

      const seeded = seed(5, THERAPIST_ID, one.store);
      const visitor = await newPerson(browser, { baseURL: one.baseUrl });
      const therapist = await newPerson(browser, { baseURL: two.baseUrl });
      const visitorSockets = roomSocketHosts(visitor.page);
      const therapistSockets = roomSocketHosts(therapist.page);
      await signInAs(therapist.page, { roles: ['therapist'], therapistId: THERAPIST_ID, adminToken: two.staffToken });

      await visitorJoins(visitor.page, seeded);
      await expect(visitor.page.getByRole('heading', { name: T.waiting.heading })).toBeVisible();
      await therapist.page.goto(`/session/${seeded.reference}`);
      await therapist.page.getByRole('button', { name: T.join }).click();

      await expect(visitor.page.getByRole('heading', { name: T.inRoom.heading })).toBeVisible();
      await expectFramesFlowing(visitor.page);
      await expectFramesFlowing(therapist.page);

      // The call was set up over one socket to each instance: nothing of it went through a single server.
      expect(new URL(visitor.page.url()).host).toBe(hostOne);
      expect(new URL(therapist.page.url()).host).toBe(hostTwo);
      expect(visitorSockets.length).toBeGreaterThan(0);
      expect(therapistSockets.length).toBeGreaterThan(0);
      expect(new Set(visitorSockets)).toEqual(new Set([hostOne]));
      expect(new Set(therapistSockets)).toEqual(new Set([hostTwo]));

      // What one side turns off reaches the other across the instances, both ways.
      const mute = visitor.page.getByRole('button', { name: T.inRoom.mute });
      await mute.click();
      await expect(mute).toHaveAttribute('aria-pressed', 'true');
      await expect(therapist.page.getByRole('status').filter({ hasText: T.inRoom.peerMuted(T.inRoom.visitor) })).toBeVisible();
      const therapistMute = therapist.page.getByRole('button', { name: T.inRoom.mute });
      await therapistMute.click();
      await expect(therapistMute).toHaveAttribute('aria-pressed', 'true');
      await expect(visitor.page.getByRole('status').filter({ hasText: T.inRoom.peerMuted(therapistName) })).toBeVisible();

      await visitor.page.getByRole('button', { name: T.inRoom.leave }).click();
      await expect(visitor.page.getByText(T.inRoom.left)).toBeVisible();
      await expect(therapist.page.getByRole('heading', { name: T.waiting.headingForTherapist })).toBeVisible();
      await visitor.context.close();
      await therapist.context.close();
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
    }
  });
});
