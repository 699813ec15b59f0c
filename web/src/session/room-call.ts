import type { IceServer, RoomClientMessage, RoomServerMessage } from '@manobal/core';

/** How the connection is doing, from the browser's own statistics. */
export type CallQuality = 'connecting' | 'good' | 'fair' | 'poor';

/** What this page sends to the one other person of a call: the page addresses it. */
export type CallMessage = Extract<RoomClientMessage, { type: 'offer' | 'answer' | 'ice' }>;

export interface RoomCallOptions {
  /** This page makes the offers of this call (core's makesOffer), the other person answers. */
  readonly offers: boolean;
  readonly iceServers: readonly IceServer[];
  readonly relayOnly: boolean;
  readonly local: MediaStream;
  readonly send: (message: CallMessage) => void;
  readonly onRemote: (stream: MediaStream) => void;
  readonly onConnection: (state: RTCIceConnectionState) => void;
}

export interface RoomCall {
  /** The other person came in (again): a fresh connection, and the visitor offers. */
  peerArrived(): void;
  peerLeft(): void;
  signal(message: Extract<RoomServerMessage, { type: 'offer' | 'answer' | 'ice' }>): Promise<void>;
  /** Sends the camera or not (camera off, audio only): the track is replaced, so no video travels at all. */
  sendVideo(on: boolean): Promise<void>;
  setLocal(stream: MediaStream): Promise<void>;
  /** A network that dropped or changed: new ICE candidates on the same call (the visitor offers them). */
  restartIce(): void;
  quality(): Promise<CallQuality>;
  close(): void;
}

/**
 * One WebRTC call between this browser and one other person's: media goes between them (or through TURN), never
 * through the server. A room of three is a mesh: the page keeps one of these per other person. Of each two, one always
 * makes the offers (on the other's arrival and on an ICE restart) and the other answers, so they never offer at once.
 */
export const createRoomCall = (options: RoomCallOptions): RoomCall => {
  let local = options.local;
  let pc: RTCPeerConnection | null = null;
  let pending: RTCIceCandidateInit[] = [];
  let videoOn = true;
  let lastRestart = 0;

  const videoTrack = () => local.getVideoTracks()[0] ?? null;

  const fresh = (): RTCPeerConnection => {
    pc?.close();
    pending = [];
    const next = new RTCPeerConnection({
      iceServers: options.iceServers.map((server) => ({ ...server, urls: [...server.urls] })),
      iceTransportPolicy: options.relayOnly ? 'relay' : 'all',
    });
    // Audio and video transceivers always exist, so turning the camera back on needs no new negotiation.
    const audio = local.getAudioTracks()[0];
    if (audio) next.addTrack(audio, local);
    else next.addTransceiver('audio', { direction: 'recvonly' });
    const video = videoTrack();
    if (video) next.addTrack(video, local);
    else next.addTransceiver('video', { direction: 'recvonly' });
    next.onicecandidate = (event) => {
      if (event.candidate) options.send({ type: 'ice', candidate: event.candidate.toJSON() as never });
    };
    next.ontrack = (event) => options.onRemote(event.streams[0] ?? new MediaStream([event.track]));
    next.oniceconnectionstatechange = () => {
      options.onConnection(next.iceConnectionState);
      if (next.iceConnectionState === 'failed' || next.iceConnectionState === 'disconnected') restart();
    };
    pc = next;
    if (!videoOn) void sendVideo(false);
    return next;
  };

  const offer = async (connection: RTCPeerConnection, iceRestart: boolean) => {
    const description = await connection.createOffer({ iceRestart });
    await connection.setLocalDescription(description);
    options.send({ type: 'offer', sdp: description.sdp ?? '' });
  };

  const restart = () => {
    if (!options.offers || pc === null) return;
    const now = Date.now();
    if (now - lastRestart < 2_000) return;
    lastRestart = now;
    const connection = pc;
    void offer(connection, true).catch(() => undefined);
  };

  const sendVideo = async (on: boolean) => {
    videoOn = on;
    const sender = videoSender();
    if (sender) await sender.replaceTrack(on ? videoTrack() : null);
  };
  const videoSender = () => pc?.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender ?? null;

  return {
    peerArrived: () => {
      const connection = fresh();
      if (options.offers) void offer(connection, false).catch(() => undefined);
    },
    peerLeft: () => {
      pc?.close();
      pc = null;
      options.onConnection('closed');
    },
    signal: async (message) => {
      if (message.type === 'offer') {
        const connection = pc ?? fresh();
        await connection.setRemoteDescription({ type: 'offer', sdp: message.sdp });
        for (const candidate of pending) await connection.addIceCandidate(candidate).catch(() => undefined);
        pending = [];
        const answer = await connection.createAnswer();
        await connection.setLocalDescription(answer);
        options.send({ type: 'answer', sdp: answer.sdp ?? '' });
      } else if (message.type === 'answer') {
        if (pc?.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription({ type: 'answer', sdp: message.sdp });
        for (const candidate of pending) await pc.addIceCandidate(candidate).catch(() => undefined);
        pending = [];
      } else if (pc?.remoteDescription) {
        await pc.addIceCandidate(message.candidate as RTCIceCandidateInit).catch(() => undefined);
      } else {
        pending.push(message.candidate as RTCIceCandidateInit);
      }
    },
    sendVideo,
    setLocal: async (stream) => {
      local = stream;
      for (const sender of pc?.getSenders() ?? []) {
        const kind = sender.track?.kind ?? (sender === videoSender() ? 'video' : 'audio');
        const track = kind === 'video' ? (videoOn ? videoTrack() : null) : (stream.getAudioTracks()[0] ?? null);
        await sender.replaceTrack(track);
      }
    },
    restartIce: restart,
    quality: async () => {
      if (pc === null || (pc.iceConnectionState !== 'connected' && pc.iceConnectionState !== 'completed')) return 'connecting';
      const report = await pc.getStats();
      let rtt: number | null = null;
      let lost = 0;
      let received = 0;
      report.forEach((entry: Record<string, unknown>) => {
        if (entry.type === 'candidate-pair' && entry.nominated === true && typeof entry.currentRoundTripTime === 'number') rtt = entry.currentRoundTripTime;
        if (entry.type === 'inbound-rtp') {
          lost += Number(entry.packetsLost ?? 0);
          received += Number(entry.packetsReceived ?? 0);
        }
      });
      const loss = received + lost > 0 ? lost / (received + lost) : 0;
      const roundTrip: number = rtt ?? 0;
      if (roundTrip > 0.8 || loss > 0.1) return 'poor';
      if (roundTrip > 0.3 || loss > 0.03) return 'fair';
      return 'good';
    },
    close: () => {
      pc?.close();
      pc = null;
    },
  };
};
