import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  BOOKING_CATALOGS,
  CRISIS_CATALOGS,
  DEFAULT_LOCALE,
  HELPLINES,
  parseLocale,
  ROOM_CONSENT,
  ROOM_FALLBACK_TEXT,
  ROOM_TEXTS,
  formatInstantForPeople,
  makesOffer,
  ROOM_ROLES,
  type MediaState,
  type RoomRole,
  type RoomServerMessage,
} from '@manobal/core';
import { SITE_CONTACT } from '../app/site-contact';
import { createRoomCall, type CallQuality, type RoomCall } from './room-call';
import { NO_MEDIA_CHANGE, openRoomConnection, type RoomConnection } from './room-connection';
import * as styles from './room-page.module.css';

// The page's own language (session.html's lang: /session/… English, /hi/session/… Hindi) picks every word of the room.
const LOCALE = parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
const T = ROOM_TEXTS[LOCALE];
const BOOKING_WORDS = BOOKING_CATALOGS[LOCALE];
const CRISIS_WORDS = CRISIS_CATALOGS[LOCALE];
type RoomInfo = Extract<RoomServerMessage, { type: 'room' }>;

/** Where the page is: each state holds what it shows, never a sentence. */
type Stage =
  | { readonly state: 'no-webrtc' }
  | { readonly state: 'connecting' }
  | { readonly state: 'refused'; readonly kind: Extract<RoomServerMessage, { type: 'refused' }>['kind']; readonly opensAt: string | null }
  | { readonly state: 'lobby'; readonly room: RoomInfo }
  | { readonly state: 'in-room'; readonly room: RoomInfo }
  | { readonly state: 'left'; readonly room: RoomInfo };

const istOf = (instant: string): string => formatInstantForPeople(new Date(instant), { catalog: BOOKING_WORDS }).ist;

/** How the page names another person of the room: the therapist by name, the others by what they are. */
const nameOf = (room: RoomInfo | null, role: RoomRole): string => {
  if (role === 'therapist') return room?.therapist.name ?? T.inRoom.therapist;
  if (role === 'coordinator') return T.inRoom.coordinator;
  // The visitor is the therapist's own; to an invited coordinator they are the visitor.
  return room?.role === 'coordinator' ? T.inRoom.visitorToCoordinator : T.inRoom.visitor;
};

const QUALITY_ORDER: readonly CallQuality[] = ['good', 'fair', 'poor', 'connecting'];
/** A room of three is as good as its weakest call. */
const worstOf = (qualities: readonly CallQuality[]): CallQuality =>
  qualities.reduce<CallQuality>((worst, next) => (QUALITY_ORDER.indexOf(next) > QUALITY_ORDER.indexOf(worst) ? next : worst), qualities.length === 0 ? 'connecting' : 'good');

/** What the page keeps of each other person in the room: their video stream once it comes, and their media state. */
type Others = Readonly<Partial<Record<RoomRole, { readonly stream: MediaStream | null; readonly state: MediaState }>>>;

/** Camera and microphone, else the microphone alone, else nothing: a person without a camera still joins by voice. */
const askForMedia = async (camera: string | null, microphone: string | null): Promise<{ stream: MediaStream; camera: boolean }> => {
  const audio: MediaTrackConstraints | boolean = microphone ? { deviceId: { exact: microphone } } : true;
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ audio, video: camera ? { deviceId: { exact: camera } } : true }), camera: true };
  } catch {
    try {
      return { stream: await navigator.mediaDevices.getUserMedia({ audio }), camera: false };
    } catch {
      return { stream: new MediaStream(), camera: false };
    }
  }
};

/** What can play through a chosen output, where the browser lets a page choose one (setSinkId). */
type SinkChoosing = { setSinkId?: (deviceId: string) => Promise<void> };

/** A short tone through the chosen speaker (the browser's default when none is chosen or it cannot choose). */
const playTestTone = (speaker: string | null): void => {
  const context = new AudioContext();
  const start = () => {
    const tone = context.createOscillator();
    tone.frequency.value = 440;
    tone.connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.6);
    tone.onended = () => void context.close();
  };
  const chosen = speaker === null ? undefined : (context as AudioContext & SinkChoosing).setSinkId?.(speaker);
  if (chosen === undefined) start();
  else void chosen.then(start, start);
};

/** A video; `speaker` is where its sound plays, kept whenever the element is made again (the far side's joins later). */
const Video = ({ stream, label, muted, speaker }: { stream: MediaStream | null; label: string; muted: boolean; speaker?: string | null }) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    const video = ref.current as (HTMLVideoElement & SinkChoosing) | null;
    if (video && speaker !== undefined) void video.setSinkId?.(speaker ?? '').catch(() => undefined);
  }, [speaker]);
  return <video ref={ref} className={styles.video} aria-label={label} autoPlay playsInline muted={muted} />;
};

/** One kind of device to choose (camera, microphone, speaker); nothing when the browser lists none. */
const DeviceSelect = ({ label, devices, value, onChoose }: { label: string; devices: readonly MediaDeviceInfo[] | null; value: string | null; onChoose: (id: string | null) => void }) => {
  // Labelled by its own element, so the list is named 'Speaker', not 'Speaker' and the chosen device's name run together.
  const id = useId();
  // Until the browser has listed the devices the list stands there, disabled: what follows (the consent box) must not
  // move under a finger, or a tap lands elsewhere.
  if (devices === null)
    return (
      <div>
        <label htmlFor={id}>{label}</label>
        <select id={id} disabled>
          <option>{T.deviceCheck.listing}</option>
        </select>
      </div>
    );
  return devices.length === 0 ? null : (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChoose(event.target.value || null)}>
        {devices.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
};

const ToggleButton = ({ pressed, label, onClick }: { pressed: boolean; label: string; onClick: () => void }) => (
  <button type="button" className={styles.toggle} aria-pressed={pressed} onClick={onClick}>
    {label}
  </button>
);

const TherapistCard = ({ room }: { room: RoomInfo }) => {
  const { therapist } = room;
  const words = BOOKING_WORDS.therapist;
  return (
    <section className={styles.card} aria-labelledby="room-therapist">
      <h2 id="room-therapist">{room.role === 'visitor' ? T.therapistHeading : T.therapistHeadingOthers}</h2>
      {therapist.photo ? <img className={styles.photo} src={therapist.photo} alt={T.photoAlt(therapist.name)} width={72} height={72} /> : null}
      <p className={styles.name}>{therapist.name}</p>
      <p>{therapist.registration ? words.registration(words.registrationBodies[therapist.registration.body], therapist.registration.number) : T.noRegistration}</p>
      <p>{T.when(istOf(room.start))}</p>
      {room.role === 'visitor' && room.coordinator_invited ? <p>{T.coordinatorInvited}</p> : null}
    </section>
  );
};

/**
 * The video room: a device check and consent, a waiting room, then the call. The page's words are the room
 * catalog's; what it may do is what the server's room allows (the same refusal kinds).
 */
export const RoomPage = ({ reference, token }: { reference: string; token: string | undefined }) => {
  const [stage, setStage] = useState<Stage>(() => (typeof RTCPeerConnection === 'undefined' ? { state: 'no-webrtc' } : { state: 'connecting' }));
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [hasCamera, setHasCamera] = useState(true);
  // Null until the browser has listed them.
  const [devices, setDevices] = useState<MediaDeviceInfo[] | null>(null);
  const [camera, setCamera] = useState<string | null>(null);
  const [microphone, setMicrophone] = useState<string | null>(null);
  const [speaker, setSpeaker] = useState<string | null>(null);
  const [consentNeeded, setConsentNeeded] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [others, setOthers] = useState<Others>({});
  const [mine, setMine] = useState<MediaState>(NO_MEDIA_CHANGE);
  const [quality, setQuality] = useState<CallQuality>('connecting');
  const [announcement, setAnnouncement] = useState('');
  const connection = useRef<RoomConnection | null>(null);
  /** One call per other person in the room (a mesh), by their role. */
  const calls = useRef(new Map<RoomRole, RoomCall>());
  const localRef = useRef<MediaStream | null>(null);
  const mineRef = useRef<MediaState>(NO_MEDIA_CHANGE);
  const roomRef = useRef<RoomInfo | null>(null);
  const poorCount = useRef(0);

  const shareState = useCallback((next: MediaState) => {
    mineRef.current = next;
    setMine(next);
    connection.current?.send({ type: 'media', state: next });
    for (const call of calls.current.values()) void call.sendVideo(!(next.camera_off || next.audio_only));
  }, []);

  /** A fresh call with `role`, replacing any earlier one with them. */
  const callWith = useCallback((role: RoomRole): RoomCall | null => {
    const room = roomRef.current;
    if (room === null) return null;
    calls.current.get(role)?.close();
    const call = createRoomCall({
      offers: makesOffer(room.role, role),
      iceServers: room.ice_servers,
      relayOnly: room.ice_transport_policy === 'relay',
      local: localRef.current ?? new MediaStream(),
      send: (message) => connection.current?.send({ ...message, to: role }),
      onRemote: (stream) => setOthers((before) => ({ ...before, [role]: { state: before[role]?.state ?? NO_MEDIA_CHANGE, stream } })),
      onConnection: (state) => {
        if (state === 'disconnected' || state === 'failed') setAnnouncement(T.inRoom.reconnecting);
      },
    });
    if (mineRef.current.camera_off || mineRef.current.audio_only) void call.sendVideo(false);
    calls.current.set(role, call);
    return call;
  }, []);

  const endCalls = () => {
    for (const call of calls.current.values()) call.close();
    calls.current.clear();
    setOthers({});
  };

  // The signalling connection, for the page's whole life.
  useEffect(() => {
    if (stage.state === 'no-webrtc') return;
    const conn = openRoomConnection(reference, token, {
      onSocket: () => undefined,
      onMessage: (message) => {
        switch (message.type) {
          case 'room':
            roomRef.current = message;
            setConsentNeeded(message.consent_needed);
            setStage((current) => (current.state === 'in-room' ? { state: 'in-room', room: message } : current.state === 'connecting' ? { state: 'lobby', room: message } : current));
            break;
          case 'refused':
            if (message.kind === 'consent-needed') setConsentNeeded(true);
            else setStage({ state: 'refused', kind: message.kind, opensAt: message.opens_at ?? null });
            break;
          case 'consented':
            setConsentNeeded(false);
            break;
          case 'joined':
            break;
          case 'peer': {
            const who = nameOf(roomRef.current, message.role);
            if (message.present) {
              setOthers((before) => ({ ...before, [message.role]: { stream: null, state: NO_MEDIA_CHANGE } }));
              callWith(message.role)?.peerArrived();
              connection.current?.send({ type: 'media', state: mineRef.current });
            } else {
              calls.current.get(message.role)?.close();
              calls.current.delete(message.role);
              setOthers((before) => Object.fromEntries(Object.entries(before).filter(([role]) => role !== message.role)));
            }
            setAnnouncement(message.present ? T.inRoom.peerJoined(who) : T.inRoom.peerLeft(who));
            break;
          }
          case 'media': {
            const who = nameOf(roomRef.current, message.from);
            setOthers((current) => {
              const before = current[message.from]?.state ?? NO_MEDIA_CHANGE;
              if (message.state.muted !== before.muted) setAnnouncement(message.state.muted ? T.inRoom.peerMuted(who) : T.inRoom.peerUnmuted(who));
              else if (message.state.audio_only && !before.audio_only) setAnnouncement(message.state.weak_connection ? T.inRoom.peerAudioOnlyWeak(who) : T.inRoom.peerAudioOnly(who));
              else if (message.state.camera_off && !before.camera_off) setAnnouncement(T.inRoom.peerCameraOff(who));
              else if (!message.state.audio_only && !message.state.camera_off && (before.audio_only || before.camera_off)) setAnnouncement(T.inRoom.peerVideoBack(who));
              return { ...current, [message.from]: { stream: current[message.from]?.stream ?? null, state: message.state } };
            });
            break;
          }
          default: {
            // An offer from someone this page has no call with yet starts one; the rest belong to an existing call.
            const call = calls.current.get(message.from) ?? (message.type === 'offer' ? callWith(message.from) : null);
            void call?.signal(message).catch(() => undefined);
          }
        }
      },
    });
    connection.current = conn;
    return () => conn.close();
    // The connection lives as long as the page and its reference.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference, token]);

  // The device check: ask for the chosen camera and microphone, and list what there is.
  useEffect(() => {
    if (stage.state !== 'lobby' && stage.state !== 'in-room') return;
    let cancelled = false;
    void askForMedia(camera, microphone).then(async ({ stream, camera: withCamera }) => {
      if (cancelled) return stream.getTracks().forEach((track) => track.stop());
      localRef.current?.getTracks().forEach((track) => track.stop());
      localRef.current = stream;
      setLocal(stream);
      setHasCamera(withCamera);
      for (const call of calls.current.values()) await call.setLocal(stream);
      setDevices(await navigator.mediaDevices.enumerateDevices().catch(() => []));
    });
    return () => {
      cancelled = true;
    };
    // Asked again only when a device is chosen, not on every stage change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [camera, microphone, stage.state === 'lobby' || stage.state === 'in-room']);

  // The connection's quality, and audio only when it stays too weak for video.
  useEffect(() => {
    if (stage.state !== 'in-room') return;
    const timer = window.setInterval(() => {
      void Promise.all([...calls.current.values()].map((call) => call.quality())).then(worstOf).then((next) => {
        setQuality(next);
        poorCount.current = next === 'poor' ? poorCount.current + 1 : 0;
        if (poorCount.current >= 3 && !mineRef.current.audio_only) {
          shareState({ ...mineRef.current, audio_only: true, weak_connection: true });
          setAnnouncement(T.inRoom.weakSwitched);
        }
      });
    }, 2_000);
    return () => window.clearInterval(timer);
  }, [stage.state, shareState]);

  const join = (room: RoomInfo) => {
    endCalls();
    if (!hasCamera) shareState({ ...mineRef.current, audio_only: true });
    connection.current?.setRejoin(true);
    connection.current?.send({ type: 'join' });
    setStage({ state: 'in-room', room });
  };

  const leave = (room: RoomInfo) => {
    connection.current?.setRejoin(false);
    connection.current?.send({ type: 'leave' });
    endCalls();
    setStage({ state: 'left', room });
  };

  const live = (
    <p className={styles.visuallyHidden} role="status" aria-live="polite">
      {announcement}
    </p>
  );

  if (stage.state === 'no-webrtc') {
    return (
      <main className={styles.page}>
        <h1>{T.title}</h1>
        <p role="alert">{T.noWebRtc(SITE_CONTACT.phone)}</p>
      </main>
    );
  }
  if (stage.state === 'connecting') {
    return (
      <main className={styles.page}>
        <h1>{T.title}</h1>
        <p role="status">{T.loading}</p>
      </main>
    );
  }
  if (stage.state === 'refused') {
    return (
      <main className={styles.page}>
        <h1>{T.refusedHeading}</h1>
        <p role="alert">{stage.kind === 'too-early' ? T.refusals['too-early'](istOf(stage.opensAt ?? new Date().toISOString())) : T.refusals[stage.kind]}</p>
        <p>{T.careTeam(SITE_CONTACT.phone)}</p>
      </main>
    );
  }

  const room = stage.room;
  const fallback = ROOM_FALLBACK_TEXT[LOCALE];
  const cameras = devices?.filter((device) => device.kind === 'videoinput') ?? null;
  const microphones = devices?.filter((device) => device.kind === 'audioinput') ?? null;
  const speakers = devices?.filter((device) => device.kind === 'audiooutput') ?? null;

  if (stage.state === 'lobby' || stage.state === 'left') {
    const mayJoin = room.role === 'therapist' || !consentNeeded;
    return (
      <main className={styles.page}>
        <h1>{T.title}</h1>
        {live}
        {stage.state === 'left' ? <p role="status">{T.inRoom.left}</p> : null}
        <TherapistCard room={room} />
        <section className={styles.card} aria-labelledby="room-devices">
          <h2 id="room-devices">{T.deviceCheck.heading}</h2>
          {hasCamera ? (
            <Video stream={local} label={T.deviceCheck.preview} muted />
          ) : (
            <div role="status">
              <h3>{fallback.noMediaHeading}</h3>
              <p>{local && local.getAudioTracks().length > 0 ? T.deviceCheck.noCamera : T.deviceCheck.noDevices}</p>
              <p>{fallback.byPhone(SITE_CONTACT.phone)}</p>
            </div>
          )}
          <div className={styles.fields}>
            <DeviceSelect label={T.deviceCheck.camera} devices={cameras} value={camera} onChoose={setCamera} />
            <DeviceSelect label={T.deviceCheck.microphone} devices={microphones} value={microphone} onChoose={setMicrophone} />
            <DeviceSelect label={T.deviceCheck.speaker} devices={speakers} value={speaker} onChoose={setSpeaker} />
          </div>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              playTestTone(speaker);
              setAnnouncement(T.deviceCheck.testSpeakerPlaying);
            }}
          >
            {T.deviceCheck.testSpeaker}
          </button>
        </section>
        {room.role === 'visitor' && consentNeeded ? (
          <section className={styles.card} aria-labelledby="room-consent">
            <h2 id="room-consent">{T.consent.heading}</h2>
            <p>{T.consent.words}</p>
            <label className={styles.check}>
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
              {T.consent.agree}
            </label>
            <button
              type="button"
              className={styles.secondary}
              disabled={!agreed}
              onClick={() => connection.current?.send({ type: 'consent', words: ROOM_CONSENT.id, version: ROOM_CONSENT.version, locale: LOCALE })}
            >
              {T.consent.agree}
            </button>
          </section>
        ) : room.role === 'visitor' ? (
          <p role="status">{T.consent.given}</p>
        ) : null}
        <button type="button" className={styles.primary} disabled={!mayJoin} onClick={() => join(room)}>
          {stage.state === 'left' ? T.inRoom.rejoin : hasCamera ? T.join : T.joinAudioOnly}
        </button>
      </main>
    );
  }

  const present = ROOM_ROLES.filter((role) => role !== room.role && others[role] !== undefined);
  const waitingWords = room.role === 'visitor' ? T.waiting.therapistJoinsAt(istOf(room.start)) : room.role === 'therapist' ? T.waiting.visitorNotYet : T.waiting.othersNotYet;
  // Whom this person waits for: the visitor their therapist, the therapist their visitor, a coordinator the others.
  const waitingHeading = room.role === 'visitor' ? T.waiting.heading : room.role === 'therapist' ? T.waiting.headingForTherapist : T.waiting.headingForCoordinator;
  return (
    <main className={styles.page}>
      <h1>{present.length > 0 ? T.inRoom.heading : waitingHeading}</h1>
      {live}
      {present.length === 0 ? (
        <section className={styles.card} aria-label={waitingHeading}>
          <p>{waitingWords}</p>
          {room.role === 'visitor' ? (
            <>
              <h3>{T.waiting.helplinesHeading}</h3>
              <ul>
                {HELPLINES.map((helpline) => (
                  <li key={helpline.id}>
                    {CRISIS_WORDS.helplines[helpline.id].name}: <a href={`tel:${helpline.dial}`}>{helpline.display}</a> ({CRISIS_WORDS.helplines[helpline.id].hours})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      <div className={styles.videos}>
        {present.map((role) => {
          const other = others[role];
          const state = other?.state ?? NO_MEDIA_CHANGE;
          const name = nameOf(room, role);
          const videoShown = other?.stream != null && !state.audio_only && !state.camera_off;
          return (
            <div key={role} className={styles.theirs} data-peer={role} data-peer-state={JSON.stringify(state)}>
              {other?.stream ? <Video stream={other.stream} label={T.inRoom.theirVideo(name)} muted={false} speaker={speaker} /> : null}
              {!videoShown && (state.audio_only || state.camera_off) ? <p>{state.audio_only ? (state.weak_connection ? T.inRoom.peerAudioOnlyWeak(name) : T.inRoom.peerAudioOnly(name)) : T.inRoom.peerCameraOff(name)}</p> : null}
              {state.muted ? <p>{T.inRoom.peerMuted(name)}</p> : null}
            </div>
          );
        })}
        <div className={styles.mine}>{hasCamera && !mine.audio_only && !mine.camera_off ? <Video stream={local} label={T.inRoom.yourVideo} muted /> : null}</div>
      </div>
      <p className={styles.quality}>{T.inRoom.quality[quality]}</p>
      {mine.weak_connection && mine.audio_only ? <p>{T.inRoom.weakSwitched}</p> : null}
      <div className={styles.controls}>
        <ToggleButton
          pressed={mine.muted}
          label={T.inRoom.mute}
          onClick={() => {
            const next = { ...mineRef.current, muted: !mineRef.current.muted };
            localRef.current?.getAudioTracks().forEach((track) => (track.enabled = !next.muted));
            shareState(next);
          }}
        />
        {hasCamera ? <ToggleButton pressed={mine.camera_off} label={T.inRoom.cameraOff} onClick={() => shareState({ ...mineRef.current, camera_off: !mineRef.current.camera_off })} /> : null}
        <ToggleButton pressed={mine.audio_only} label={T.inRoom.audioOnly} onClick={() => shareState({ ...mineRef.current, audio_only: !mineRef.current.audio_only, weak_connection: false })} />
        <button type="button" className={styles.leave} onClick={() => leave(room)}>
          {T.inRoom.leave}
        </button>
      </div>
    </main>
  );
};
