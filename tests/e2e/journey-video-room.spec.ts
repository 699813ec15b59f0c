import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { MY_SPACE_TEXT, ROOM_TEXT_EN } from '@manobal/core';
import { expectAccessible } from './flows-helpers';
import { startOwnServer } from './own-server';
import { signInAs } from './staff-session';
import { expectFramesFlowing, FAKE_MEDIA, newPerson, seed, THERAPIST_ID, visitorJoins } from './video-room-people';

// Two people in one video room, each in a Chromium of their own with fake camera and microphone (Chromium's test
// pattern and tone), through the built server: the visitor with the manage link, the therapist signed in to the
// console. Appointments are put in the store with their start a few minutes from now (seed-video-appointment.ts), so
// the room is open whatever the hour the suite runs.

const T = ROOM_TEXT_EN;

test.use(FAKE_MEDIA);

test.describe('the video room', () => {
  // Two or three Chromiums with fake media on a shared machine: a call takes its time to set up, never a fixed wait.
  test.describe.configure({ timeout: 180_000 });
  test('the visitor and the therapist see and hear each other, and each sees what the other turns off', async ({ browser }) => {
    const seeded = seed(5);
    const visitor = await newPerson(browser);
    const therapist = await newPerson(browser);
    await signInAs(therapist.page, { roles: ['therapist'], therapistId: THERAPIST_ID });

    await visitor.page.setViewportSize({ width: 375, height: 800 });
    await visitorJoins(visitor.page, seeded);
    await expect(visitor.page.getByRole('heading', { name: T.waiting.heading })).toBeVisible();
    await expect(visitor.page.getByText(/Your therapist will join at/)).toBeVisible();
    await expectAccessible(visitor.page, 'the waiting room');

    await therapist.page.goto(`/session/${seeded.reference}`);
    await expect(therapist.page.getByRole('heading', { name: T.deviceCheck.heading })).toBeVisible();
    await expectAccessible(therapist.page, 'the device check');
    // The speaker chosen in the device check plays the test tone and, once in the room, the other person's voice.
    const speaker = therapist.page.getByLabel(T.deviceCheck.speaker, { exact: true });
    await speaker.selectOption({ label: 'Fake Audio Output 1' });
    const chosen = await speaker.inputValue();
    expect(chosen).not.toBe('default');
    await therapist.page.evaluate(() => {
      const sinks: string[] = [];
      const proto = AudioContext.prototype as AudioContext & { setSinkId: (id: string) => Promise<void> };
      const original = proto.setSinkId;
      Object.assign(window, { toneSinks: sinks });
      proto.setSinkId = function (this: AudioContext, id: string) {
        sinks.push(id);
        return original.call(this, id);
      };
    });
    await therapist.page.getByRole('button', { name: T.deviceCheck.testSpeaker }).click();
    await expect(therapist.page.getByText(T.deviceCheck.testSpeakerPlaying)).toBeAttached();
    await expect.poll(() => therapist.page.evaluate(() => (window as unknown as { toneSinks: string[] }).toneSinks)).toEqual([chosen]);
    await therapist.page.getByRole('button', { name: T.join }).click();

    await expect(visitor.page.getByRole('heading', { name: T.inRoom.heading })).toBeVisible();
    await expectFramesFlowing(visitor.page);
    await expectFramesFlowing(therapist.page);
    const heardThrough = () => therapist.page.evaluate(() => [...document.querySelectorAll('video')].filter((video) => !video.muted).map((video) => (video as HTMLVideoElement & { sinkId: string }).sinkId));
    await expect.poll(heardThrough).toEqual([chosen]);
    await expectAccessible(visitor.page, 'the room');

    const mute = visitor.page.getByRole('button', { name: T.inRoom.mute });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(therapist.page.getByRole('status').filter({ hasText: T.inRoom.peerMuted(T.inRoom.visitor) })).toBeVisible();

    const audioOnly = visitor.page.getByRole('button', { name: T.inRoom.audioOnly });
    await audioOnly.click();
    await expect(audioOnly).toHaveAttribute('aria-pressed', 'true');
    await expect(therapist.page.getByText(T.inRoom.peerAudioOnly(T.inRoom.visitor)).first()).toBeVisible();
    await audioOnly.click();
    await expectFramesFlowing(therapist.page);

    // The visitor's network drops for five seconds and comes back: the call resumes with nobody clicking anything.
    await visitor.context.setOffline(true);
    await visitor.page.waitForTimeout(5_000);
    await visitor.context.setOffline(false);
    await expectFramesFlowing(therapist.page);
    await expectFramesFlowing(visitor.page);

    await visitor.page.getByRole('button', { name: T.inRoom.leave }).click();
    await expect(visitor.page.getByText(T.inRoom.left)).toBeVisible();
    await expect(therapist.page.getByRole('heading', { name: T.waiting.headingForTherapist })).toBeVisible();
    await visitor.context.close();
    await therapist.context.close();
  });

  test("the therapist's space shows the visitor waiting, and its Join opens the room where both see each other", async ({ browser }) => {
    const seeded = seed(5, 'farah-siddiqui');
    const time = seeded.start_ist.slice(11, 16);
    const visitor = await newPerson(browser);
    const therapist = await newPerson(browser);
    await signInAs(therapist.page, { roles: ['therapist'], therapistId: 'farah-siddiqui' });
    await therapist.page.goto('/staff/my-space');
    const session = therapist.page.getByRole('listitem').filter({ hasText: seeded.reference });
    await expect(session.getByText(MY_SPACE_TEXT.room.nobody)).toBeVisible();

    await visitorJoins(visitor.page, seeded);
    await expect(visitor.page.getByRole('heading', { name: T.waiting.heading })).toBeVisible();
    // The agenda is read again every few seconds while a room of today is open.
    await expect(session.getByText(MY_SPACE_TEXT.room.visitorWaiting)).toBeVisible({ timeout: 30_000 });
    const [room] = await Promise.all([therapist.context.waitForEvent('page'), session.getByRole('button', { name: MY_SPACE_TEXT.room.join(time) }).click()]);
    await expect(room).toHaveURL(new RegExp(`/session/${seeded.reference}$`));
    await room.getByRole('button', { name: T.join }).click();
    await expect(visitor.page.getByRole('heading', { name: T.inRoom.heading })).toBeVisible();
    await expectFramesFlowing(visitor.page);
    await expectFramesFlowing(room);
    await expect(session.getByText(MY_SPACE_TEXT.room.bothIn)).toBeVisible({ timeout: 30_000 });
    await visitor.context.close();
    await therapist.context.close();
  });

  test("refuses a visitor with another appointment's token, and says when a room not yet open opens", async ({ browser }) => {
    const open = seed(5, 'vikram-mehta');
    const other = seed(8 * 60, 'vikram-mehta');
    const stranger = await newPerson(browser);
    await stranger.page.goto(`/session/${open.reference}#${other.manage_token}`);
    await expect(stranger.page.getByRole('heading', { name: T.refusedHeading })).toBeVisible();
    await expect(stranger.page.getByRole('alert')).toHaveText(T.refusals['not-found']);
    await stranger.page.goto(`/session/${other.reference}#${other.manage_token}`);
    await stranger.page.reload();
    await expect(stranger.page.getByRole('alert')).toContainText('The room opens at');
    await expect(stranger.page.getByRole('alert')).toContainText('IST');
    await stranger.context.close();
  });

  test('the same call relayed through a real coturn with credentials that expire, when the deployment sends every call through TURN', async ({ browser }) => {
    const secret = `turn-secret-${Date.now()}`;
    const port = 34_780 + Math.floor(Math.random() * 100);
    const coturn = spawn(
      '/usr/bin/turnserver',
      [
        '-n', '-v', '--no-cli', '--no-tls', '--no-dtls', '--fingerprint', '--listening-ip=127.0.0.1', '--relay-ip=127.0.0.1', `--listening-port=${port}`,
        `--min-port=${port + 1000}`, `--max-port=${port + 1100}`, '--use-auth-secret', `--static-auth-secret=${secret}`, '--realm=manobal.test',
        '--allow-loopback-peers', '--log-file=stdout', '--simple-log',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    coturn.stdout.on('data', (data: Buffer) => (log += data.toString()));
    coturn.stderr.on('data', (data: Buffer) => (log += data.toString()));
    const server = await startOwnServer('video-room-turn', { TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: secret, ROOM_RELAY_ONLY: 'true', TURN_TTL_SECONDS: '600' });
    const adminToken = process.env.E2E_STAFF_TOKEN;
    try {
      const seeded = seed(5, THERAPIST_ID, server.dataDir);
      const { context: visitor, page: visitorPage } = await newPerson(browser, { baseURL: server.baseUrl });
      const { context: therapist, page: therapistPage } = await newPerson(browser, { baseURL: server.baseUrl });
      // This server's own administrator invites the therapist.
      process.env.E2E_STAFF_TOKEN = server.staffToken;
      await signInAs(therapistPage, { roles: ['therapist'], therapistId: THERAPIST_ID });
      await visitorJoins(visitorPage, seeded);
      await therapistPage.goto(`/session/${seeded.reference}`);
      await therapistPage.getByRole('button', { name: T.join }).click();
      await expectFramesFlowing(visitorPage);
      await expectFramesFlowing(therapistPage);
      // coturn saw both browsers allocate relays with the credential the server computed (the REST scheme's user).
      await expect.poll(() => (log.match(/ALLOCATE processed, success/gi) ?? []).length, { message: log.slice(-3000) }).toBeGreaterThanOrEqual(2);
      await visitor.close();
      await therapist.close();
    } finally {
      process.env.E2E_STAFF_TOKEN = adminToken;
      await server.stop();
      coturn.kill('SIGTERM');
    }
  });
});
