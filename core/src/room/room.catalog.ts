import { ROOM_CONSENT, type RoomRefusalKind } from './room-signal.schema';
import { ROOM_POLICY } from './room.policy';

/**
 * The video room's words, in a module of its own so only the room's bundle carries them (both languages: the room's
 * own page picks one by its `lang`).
 */
export const ROOM_TEXT_EN = {
  title: 'Your video session',
  loading: 'Opening the room…',
  therapistHeading: 'Your therapist',
  /** The card's heading for the therapist themself and an invited coordinator. */
  therapistHeadingOthers: 'The therapist',
  coordinatorInvited: 'Your therapist has invited a coordinator of our care team to this session. You will be told when they join.',
  noRegistration: 'Registration: not yet verified',
  photoAlt: (name: string) => `Photo of ${name}`,
  when: (ist: string) => `Session: ${ist}`,
  deviceCheck: {
    heading: 'Check your camera, microphone and speaker',
    preview: 'Your camera preview',
    camera: 'Camera',
    microphone: 'Microphone',
    speaker: 'Speaker',
    listing: 'Looking for devices…',
    testSpeaker: 'Play a test sound',
    testSpeakerPlaying: 'Playing a short tone: you should hear it now.',
    noCamera: 'No camera could be used (permission was not given or none is connected). You can still join with your voice.',
    noDevices: 'No microphone could be used either. You can still join and hear your therapist; check your browser’s permissions for this site.',
  },
  consent: {
    ...ROOM_CONSENT,
    heading: 'Your consent',
    words:
      'I agree to a video consultation with my therapist. I understand that it happens over the internet, directly between the devices of the people in the room: my therapist, and a coordinator of the care team only if my therapist invites one, whose joining I am told of. Nothing of the call is recorded, and I can leave at any time or ask for an in-person session instead.',
    agree: 'I agree to a video consultation',
    given: 'Thank you: your consent is recorded.',
  },
  join: 'Join the session',
  joinAudioOnly: 'Join with audio only',
  waiting: {
    heading: 'Waiting for your therapist',
    headingForTherapist: 'Waiting for your visitor',
    headingForCoordinator: 'Waiting for the others to join',
    therapistJoinsAt: (time: string) => `Your therapist will join at ${time}. Please keep this page open.`,
    visitorNotYet: 'Your visitor has not joined yet. Please keep this page open.',
    othersNotYet: 'Nobody else has joined yet. Please keep this page open.',
    helplinesHeading: 'If you need help right now',
  },
  inRoom: {
    heading: 'In session',
    yourVideo: 'Your video',
    theirVideo: (name: string) => `Video of ${name}`,
    visitor: 'your visitor',
    /** The visitor as an invited coordinator hears of them. */
    visitorToCoordinator: 'the visitor',
    coordinator: 'the coordinator',
    therapist: 'the therapist',
    mute: 'Mute microphone',
    cameraOff: 'Turn camera off',
    audioOnly: 'Audio only',
    leave: 'Leave the session',
    left: 'You have left the session. You can rejoin while the room is open.',
    rejoin: 'Rejoin',
    quality: { good: 'Connection: good', fair: 'Connection: fair', poor: 'Connection: poor', connecting: 'Connection: connecting…' },
    weakSwitched: 'The connection is too weak for video, so the call switched to audio only.',
    reconnecting: 'The connection dropped. Reconnecting…',
    reconnected: 'Connected again.',
    peerJoined: (who: string) => `${who} joined.`,
    peerLeft: (who: string) => `${who} left the room.`,
    peerMuted: (who: string) => `${who} muted their microphone.`,
    peerUnmuted: (who: string) => `${who} turned their microphone on.`,
    peerAudioOnly: (who: string) => `${who} switched to audio only.`,
    peerAudioOnlyWeak: (who: string) => `${who}’s connection is weak, so they switched to audio only.`,
    peerCameraOff: (who: string) => `${who} turned their camera off.`,
    peerVideoBack: (who: string) => `${who}’s video is on.`,
  },
  noWebRtc: (phone: string) =>
    `This browser cannot hold a video call. Please open this page in a recent Chrome, Firefox, Safari or Edge, or call the care team on ${phone} and they will arrange your session.`,
  refusals: {
    'signed-out': 'This room needs the link from your booking confirmation, or signing in to the account you booked with.',
    'not-found': 'This room is not yours to enter: the link may be wrong, or it belongs to another appointment.',
    'not-video': 'This appointment is in person, so it has no video room.',
    cancelled: 'This appointment was cancelled, so its room is closed.',
    'too-early': (time: string) => `The room opens at ${time}, ${ROOM_POLICY.opensMinutesBefore} minutes before your session. Please come back then.`,
    closed: 'This session’s room has closed.',
    'invalid-message': 'The room could not read what this page sent. Please reload the page.',
    'too-large': 'The room could not read what this page sent. Please reload the page.',
    'too-many-messages': 'The room stopped listening to this page for a moment. Please reload the page.',
    'consent-needed': 'Please give your consent before joining.',
    'store-unavailable': 'The room is briefly unavailable. Please try again in a minute.',
    replaced: 'This session was opened in another tab, so this one stopped.',
    withdrawn: 'The therapist withdrew your invitation into this room.',
  } satisfies Record<Exclude<RoomRefusalKind, 'too-early'>, string> & { readonly 'too-early': (time: string) => string },
  refusedHeading: 'You cannot enter this room',
  careTeam: (phone: string) => `Care team: ${phone}`,
} as const;

/** One language's room words: the shape of the English ones, each sentence any string of that language. */
type Words<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends number ? T[K] : Words<T[K]>;
};
export type RoomText = Words<typeof ROOM_TEXT_EN>;
