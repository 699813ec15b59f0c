/**
 * A short two-note tone for a new call-back, made by the browser (no sound file). Browsers let a page play sound only
 * after the person has interacted with it, so the tone is made from the context the person switched on by a click.
 */
export interface AlertTone {
  play(): void;
  close(): void;
}

type AudioContextClass = new () => AudioContext;

const audioContextClass = (): AudioContextClass | null => {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
};

/** Whether this browser can make the tone at all (the switch is not offered otherwise). */
export const canPlayAlertTone = (): boolean => audioContextClass() !== null;

/** Creates the tone's audio context; call it from the click that switches the sound on. Null where the browser has none. */
export const createAlertTone = (): AlertTone | null => {
  const Context = audioContextClass();
  if (Context === null) return null;
  const context = new Context();
  const note = (frequency: number, startsIn: number, lasts: number) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const start = context.currentTime + startsIn;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + lasts);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + lasts + 0.02);
  };
  return {
    play: () => {
      void context.resume().then(() => {
        note(880, 0, 0.18);
        note(660, 0.22, 0.24);
      });
    },
    close: () => void context.close(),
  };
};
