import { z } from '../schema/zod';
import { REGISTRATION_BODIES } from '../booking/registration-body';
import { LOCALES } from '../i18n/locales';

/**
 * The room's signalling protocol over its WebSocket: what each browser may send, what the server answers, each
 * message a JSON object with a `type`. The server reads every frame with these schemas (and refuses a frame over
 * ROOM_SIGNAL_LIMITS.frameBytes before parsing it); the browser reads the server's with the same ones, so a
 * hostile peer's relayed message is checked twice and cannot reach a WebRTC call unchecked.
 */
export const ROOM_SIGNAL_LIMITS = {
  /** A session description with audio, video and a few dozen candidates is under 16 KB. */
  sdpChars: 32_000,
  candidateChars: 1_024,
  tokenChars: 400,
  /** A whole frame, checked before it is parsed. */
  frameBytes: 48_000,
  /** Frames one connection may send in a minute: ICE trickles a few dozen; a flood is closed. */
  framesPerMinute: 600,
} as const;

const L = ROOM_SIGNAL_LIMITS;

export const ROOM_CONSENT_WORDS_ID = 'room-consent' as const;

/**
 * The consent to a video consultation: the words' id and their version, the same in every language (each language
 * says the same thing). A change of meaning is a new version, and each consent keeps the id and version it was
 * given with. Version 2: a therapist may invite a coordinator of the care team into the room, so the call is no
 * longer between two devices only; version 1 said it was.
 */
export const ROOM_CONSENT = { id: ROOM_CONSENT_WORDS_ID, version: 2 } as const;

const sdpSchema = z.string().min(1).max(L.sdpChars);

/** An ICE candidate as RTCIceCandidate.toJSON() gives it; an empty candidate string ends the trickle. */
export const iceCandidateSchema = z.strictObject({
  candidate: z.string().max(L.candidateChars),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** What a person's media is doing, so the other side can say it ('muted', 'audio only because the connection is weak'). */
export const mediaStateSchema = z.strictObject({
  muted: z.boolean(),
  camera_off: z.boolean(),
  audio_only: z.boolean(),
  /** Audio only because the connection became too weak, not by choice. */
  weak_connection: z.boolean(),
});
export type MediaState = z.output<typeof mediaStateSchema>;

/**
 * Who may be in a room: the visitor, the appointment's therapist, and a coordinator the therapist invited. Each
 * role is one place (a second connection of the same role replaces the first), so a role names a participant.
 */
export const ROOM_ROLES = ['visitor', 'therapist', 'coordinator'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];
const roleSchema = z.enum(ROOM_ROLES);

/**
 * Of two people in a room, the one who makes the offers of the call between them (the other answers), so the two
 * never offer at once: the earlier in ROOM_ROLES (the visitor to everyone, the therapist to a coordinator).
 */
export const makesOffer = (me: RoomRole, them: RoomRole): boolean => ROOM_ROLES.indexOf(me) < ROOM_ROLES.indexOf(them);

/** The one other person a message goes to when a two-person page does not say (the visitor's therapist, the therapist's visitor). */
export const defaultAddressee = (from: RoomRole): RoomRole => (from === 'visitor' ? 'therapist' : 'visitor');

/** Sent by a browser. */
export const roomClientMessageSchema = z.discriminatedUnion('type', [
  /** First message: the visitor's manage token or account access token (never in the URL); a therapist's console session comes with the upgrade's cookie. */
  z.strictObject({ type: z.literal('hello'), token: z.string().max(L.tokenChars).optional() }),
  /** The visitor agreed to a video consultation with the words of this catalog entry and version, shown in this language. */
  z.strictObject({ type: z.literal('consent'), words: z.literal(ROOM_CONSENT_WORDS_ID), version: z.number().int().min(1).max(1000), locale: z.enum(LOCALES).default('en') }),
  /** Into the room from the device check. */
  z.strictObject({ type: z.literal('join') }),
  /** The call's messages go to one other person (`to`; without it, defaultAddressee); media states to everyone in the room. */
  z.strictObject({ type: z.literal('offer'), sdp: sdpSchema, to: roleSchema.optional() }),
  z.strictObject({ type: z.literal('answer'), sdp: sdpSchema, to: roleSchema.optional() }),
  z.strictObject({ type: z.literal('ice'), candidate: iceCandidateSchema, to: roleSchema.optional() }),
  z.strictObject({ type: z.literal('media'), state: mediaStateSchema }),
  z.strictObject({ type: z.literal('leave') }),
]);
export type RoomClientMessage = z.output<typeof roomClientMessageSchema>;


/** Why the room did not let someone in, or stopped listening to them: a `kind`, worded by the room's catalog. */
export const ROOM_REFUSALS = [
  'signed-out',
  'not-found',
  'not-video',
  'cancelled',
  'too-early',
  'closed',
  'invalid-message',
  'too-large',
  'too-many-messages',
  'consent-needed',
  'store-unavailable',
  'replaced',
  'withdrawn',
] as const;
export type RoomRefusalKind = (typeof ROOM_REFUSALS)[number];

export const iceServerSchema = z.strictObject({
  urls: z.array(z.string().max(300)).min(1).max(8),
  username: z.string().max(300).optional(),
  credential: z.string().max(300).optional(),
});
export type IceServer = z.output<typeof iceServerSchema>;

export const roomTherapistSchema = z.strictObject({
  name: z.string().max(200),
  photo: z.string().max(500).nullable(),
  registration: z.strictObject({ body: z.enum(REGISTRATION_BODIES), number: z.string().max(60) }).nullable(),
});

/** Sent by the server. */
export const roomServerMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('room'),
    role: roleSchema,
    reference: z.string().max(32),
    start: z.string().max(40),
    end: z.string().max(40),
    opens_at: z.string().max(40),
    closes_at: z.string().max(40),
    therapist: roomTherapistSchema,
    /** The visitor still has to agree (the therapist never has). */
    consent_needed: z.boolean(),
    ice_servers: z.array(iceServerSchema).max(8),
    /** 'relay': the deployment hides each person's own addresses from the other, every call going through TURN. */
    ice_transport_policy: z.enum(['all', 'relay']),
    peer_present: z.boolean(),
    /** The therapist has invited a coordinator of the care team into this room. */
    coordinator_invited: z.boolean(),
  }),
  z.strictObject({ type: z.literal('refused'), kind: z.enum(ROOM_REFUSALS), opens_at: z.string().max(40).optional() }),
  z.strictObject({ type: z.literal('consented') }),
  z.strictObject({ type: z.literal('joined') }),
  /** Another person (by role) entered or left the room (on any instance). */
  z.strictObject({ type: z.literal('peer'), role: roleSchema, present: z.boolean() }),
  /** What another person (`from`) sent. */
  z.strictObject({ type: z.literal('offer'), sdp: sdpSchema, from: roleSchema }),
  z.strictObject({ type: z.literal('answer'), sdp: sdpSchema, from: roleSchema }),
  z.strictObject({ type: z.literal('ice'), candidate: iceCandidateSchema, from: roleSchema }),
  z.strictObject({ type: z.literal('media'), state: mediaStateSchema, from: roleSchema }),
]);
export type RoomServerMessage = z.output<typeof roomServerMessageSchema>;

/** The messages a peer's browser sends that the server passes to the other side unchanged (after checking them). */
export type RelayedMessage = Extract<RoomClientMessage, { type: 'offer' | 'answer' | 'ice' | 'media' }>;
export const isRelayed = (message: RoomClientMessage): message is RelayedMessage =>
  message.type === 'offer' || message.type === 'answer' || message.type === 'ice' || message.type === 'media';

/** Reads one frame: its size first, then JSON, then the schema; a refusal kind for anything else. */
export const readSignalFrame = <T>(
  frame: string,
  schema: z.ZodType<T>,
): { readonly ok: true; readonly message: T } | { readonly ok: false; readonly kind: 'too-large' | 'invalid-message' } => {
  if (frame.length > L.frameBytes) return { ok: false, kind: 'too-large' };
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { ok: false, kind: 'invalid-message' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, kind: 'invalid-message' };
};
