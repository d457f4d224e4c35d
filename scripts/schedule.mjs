/**
 * When a Cloud Scheduler schedule next fires: its App Engine form ("every 5 minutes", "every 2 hours")
 * or unix cron ("0 3 * * *", in the schedule's time zone), the two forms scheduled functions take.
 */
import { CronExpressionParser } from 'cron-parser';

const EVERY = /^every (\d+) (minutes?|mins?|hours?)$/;

/** The first time after `now` that `schedule` fires. */
export function nextRun(schedule, timeZone, now) {
  const every = EVERY.exec(schedule.trim());
  if (every) {
    // Aligned to the clock: every 5 minutes fires at :00, :05, ... (the zone shifts whole hours only).
    const period = Number(every[1]) * (every[2].startsWith('h') ? 3_600_000 : 60_000);
    return new Date((Math.floor(now.getTime() / period) + 1) * period);
  }
  try {
    return CronExpressionParser.parse(schedule, { currentDate: now, tz: timeZone }).next().toDate();
  } catch (error) {
    throw new Error(`the schedule "${schedule}" is neither "every N minutes|hours" nor unix cron: ${error.message}`);
  }
}
