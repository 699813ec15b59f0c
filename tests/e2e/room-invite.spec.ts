import { expect, test, type Page } from '@playwright/test';
import { APPOINTMENTS_SCREEN_TEXT, MY_SPACE_TEXT, ROOM_TEXT_EN } from '@manobal/core';
import { signInAs } from './staff-session';
import { FAKE_MEDIA, newPerson, seed, visitorJoins } from './video-room-people';

// Three people in one video room, each in a Chromium of their own with fake camera and microphone: the visitor with
// the manage link, the therapist from the console, and a coordinator the therapist invites from their space. The
// room is a mesh (a call between each two), so each page must decode video from both others.

const T = ROOM_TEXT_EN;
const THERAPIST = 'farah-siddiqui';

test.use(FAKE_MEDIA);

/** Video frames decoded on each of the page's open calls, by the order the page made them (inbound-rtp framesDecoded). */
const framesPerCall = (page: Page) =>
  page.evaluate(async () => {
    const kept = (window as unknown as { keptPeerConnections?: RTCPeerConnection[] }).keptPeerConnections ?? [];
    const frames: Record<string, number> = {};
    for (const [index, connection] of kept.entries()) {
      if (connection.connectionState === 'closed') continue;
      let decoded = 0;
      (await connection.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') decoded += report.framesDecoded ?? 0;
      });
      frames[index] = decoded;
    }
    return frames;
  });

/** Video from two other people flows into the page: two calls decoding frames, and more of them a moment later. */
const expectFramesFromTwo = async (page: Page) => {
  const flowing = async () => Object.entries(await framesPerCall(page)).filter(([, frames]) => frames > 0);
  await expect.poll(async () => (await flowing()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  const before = Object.fromEntries(await flowing());
  await expect
    .poll(async () => {
      const now = await framesPerCall(page);
      return Object.entries(before).filter(([index, frames]) => (now[index] ?? 0) > frames).length;
    }, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(2);
};

test.describe('a coordinator invited into the video room', () => {
  test.describe.configure({ timeout: 240_000 });

  test('is refused before the invite; once invited, the visitor, the therapist and the coordinator all see each other; a withdrawal sends them out', async ({ browser }) => {
    const seeded = seed(5, THERAPIST);
    const coordinatorName = `Meera Iyer ${Date.now()}`;
    const visitor = await newPerson(browser);
    const therapist = await newPerson(browser);
    const coordinator = await newPerson(browser);
    await signInAs(therapist.page, { roles: ['therapist'], therapistId: THERAPIST });
    await signInAs(coordinator.page, { roles: ['coordinator'], name: coordinatorName });

    // Not invited: the coordinator's console session opens nothing.
    await coordinator.page.goto(`/session/${seeded.reference}`);
    await expect(coordinator.page.getByRole('heading', { name: T.refusedHeading })).toBeVisible();
    await expect(coordinator.page.getByRole('alert')).toHaveText(T.refusals['not-found']);

    // The therapist invites them from the session's row in their space.
    await therapist.page.goto('/staff/my-space');
    // The session's own row: the innermost item naming it (its day's item names it too, beside other sessions of that day).
    const session = therapist.page.getByRole('listitem').filter({ hasText: seeded.reference }).last();
    const invite = session.getByRole('group', { name: MY_SPACE_TEXT.room.invite.heading });
    await invite.getByLabel(MY_SPACE_TEXT.room.invite.choose).selectOption({ label: coordinatorName });
    await invite.getByRole('button', { name: MY_SPACE_TEXT.room.invite.send }).click();
    await expect(invite.getByText(MY_SPACE_TEXT.room.invite.invited(coordinatorName))).toBeVisible();

    // The coordinator sees the session with Join, which opens its room.
    await coordinator.page.goto('/staff/appointments');
    const invited = coordinator.page.getByRole('region', { name: APPOINTMENTS_SCREEN_TEXT.invitedRooms.heading }).getByRole('listitem').filter({ hasText: seeded.reference });
    const [room] = await Promise.all([
      coordinator.context.waitForEvent('page'),
      invited.getByRole('button', { name: APPOINTMENTS_SCREEN_TEXT.invitedRooms.join(seeded.start_ist.slice(11, 16)) }).click(),
    ]);
    await expect(room).toHaveURL(new RegExp(`/session/${seeded.reference}$`));
    // The coordinator's page speaks to them: the therapist's card is not 'Your therapist'.
    await expect(room.getByRole('heading', { name: T.therapistHeadingOthers })).toBeVisible();
    await room.getByRole('button', { name: T.join }).click();
    await expect(room.getByRole('heading', { name: T.waiting.headingForCoordinator })).toBeVisible();

    await visitor.page.goto(`/session/${seeded.reference}#${seeded.manage_token}`);
    // Told before joining that the therapist has invited a coordinator.
    await expect(visitor.page.getByText(T.coordinatorInvited)).toBeVisible();
    await visitorJoins(visitor.page, seeded);
    const therapistRoom = await therapist.context.newPage();
    await therapistRoom.goto(`/session/${seeded.reference}`);
    await therapistRoom.getByRole('button', { name: T.join }).click();

    await expect(visitor.page.getByRole('heading', { name: T.inRoom.heading })).toBeVisible();
    await expect(visitor.page.locator(`video[aria-label="${T.inRoom.theirVideo(T.inRoom.coordinator)}"]`)).toBeVisible();
    await expectFramesFromTwo(visitor.page);
    await expectFramesFromTwo(therapistRoom);
    await expectFramesFromTwo(room);

    // Withdrawn: the coordinator is sent out with the reason, and the visitor is told they left.
    await session.getByRole('group', { name: MY_SPACE_TEXT.room.invite.heading }).getByRole('button', { name: MY_SPACE_TEXT.room.invite.withdraw }).click();
    await expect(room.getByRole('alert')).toHaveText(T.refusals.withdrawn);
    await expect(visitor.page.locator('[data-peer="coordinator"]')).toHaveCount(0);
    await expect(visitor.page.locator('[data-peer="therapist"]')).toHaveCount(1);
    await visitor.context.close();
    await therapist.context.close();
    await coordinator.context.close();
  });
});
