import { useEffect, useRef, useState } from 'react';
import { Timer } from 'lucide-react';
import { countdownText, holdSecondsLeft, type Clock, type BookingFlow } from '@manobal/core';
import { useCalendarWords } from './calendar.words';
import * as styles from './session-calendar.module.css';

type Hold = NonNullable<BookingFlow['hold']>;

/**
 * The hold's five minutes, counted down each second on screen. Screen readers are told once a minute (a polite
 * region that changes only when the whole minutes change), never every second. At zero it calls `onExpired`.
 */
export const HoldCountdown = ({ hold, clock, onExpired }: { hold: Hold; clock: Clock; onExpired: () => void }) => {
  const [seconds, setSeconds] = useState(() => holdSecondsLeft(hold, clock.now()));
  const { copy } = useCalendarWords();
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    const tick = () => {
      const left = holdSecondsLeft(hold, clock.now());
      setSeconds(left);
      if (left === 0) expired.current();
      return left;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [hold, clock]);

  const minutes = Math.ceil(seconds / 60);
  return (
    <div className={styles.calendarCountdown}>
      <Timer aria-hidden="true" size={20} strokeWidth={1.5} />
      <span>{copy.timeLeft}</span>
      <span className={styles.calendarCountdownValue} role="timer" aria-live="off">
        {countdownText(seconds)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {copy.minutesLeft(minutes)}
      </span>
    </div>
  );
};
