/** Time left until a moment, split into days, hours, minutes and seconds (never negative). */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

export function timeLeft(to: Date | string | number, now: number = Date.now()): TimeLeft {
  const end = new Date(to).getTime();
  const ms = Number.isFinite(end) ? Math.max(0, end - now) : 0;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** "dd:hh:mm:ss" with two digits per part (days may grow past 99). */
export function formatTimeLeft(left: TimeLeft): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(left.days)}:${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
}
