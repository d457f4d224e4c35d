/**
 * Crawlers, link previewers, monitors, HTTP libraries and headless browsers announce themselves in
 * the user agent; an empty one is never a person's browser. Such requests are not page views. Google's
 * fetchers without 'bot' in their name (Google-InspectionTool, GoogleOther, FeedFetcher, Mediapartners)
 * are named one by one.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|uptime|pingdom|lighthouse|pagespeed|gtmetrix|headless|phantomjs|selenium|puppeteer|playwright|curl\/|wget|python|httpx|aiohttp|java\/|okhttp|go-http-client|node-fetch|axios|undici|libwww|scrapy|inspectiontool|googleother|feedfetcher|mediapartners-google/i;

export function isBot(userAgent: string): boolean {
  return userAgent.trim().length === 0 || BOT_USER_AGENT.test(userAgent);
}
