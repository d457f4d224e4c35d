import { isbot } from 'isbot';

/**
 * Crawlers, link previewers (Slack, WhatsApp, Discord, Facebook), monitors, HTTP libraries and
 * headless browsers announce themselves in the user agent: `isbot` (npm, public domain) keeps the list
 * of their patterns, maintained by its authors and updated with each release. An empty user agent is
 * never a person's browser either. Such requests are never counted: no page view, no goal, no message
 * as a goal.
 */
export function isBot(userAgent: string): boolean {
  return userAgent.trim().length === 0 || isbot(userAgent);
}
