/** Handlers ask this for the time, so tests can move it (a day of visits, a retry 10 minutes later). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
