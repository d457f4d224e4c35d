export interface FakeClock {
  (): Date;
  set(at: string | Date): void;
  advance(ms: number): void;
}

/** A clock the test moves by hand. */
export function fakeClock(start: string | Date): FakeClock {
  let now = new Date(start);
  const clock = (() => new Date(now)) as FakeClock;
  clock.set = (at) => {
    now = new Date(at);
  };
  clock.advance = (ms) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
