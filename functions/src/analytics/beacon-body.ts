import { campaignOf, cleanHost, GOALS, isGoalKey, linkPlace, type BeaconRequest } from '@portfolio/model';

export const MAX_BEACON_BYTES = 2048;

const flag = (value: unknown) => value === true;
const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * navigator.sendBeacon sends a string as text/plain (no CORS preflight) and a Blob with its own type,
 * so both JSON and text/plain bodies holding JSON are accepted. Returns null for anything else: a
 * body that is not an object with a page path, a goal the beacon may not report (a contact message
 * is counted by the contact function), or fields of the wrong type. Campaign values and an outbound
 * destination are cleaned (campaignValue, cleanHost); nothing else a visitor sends is kept.
 */
export function parseBeaconBody(contentType: string, raw: Buffer | string | undefined): BeaconRequest | null {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'text/plain') return null;
  if (raw === undefined || raw.length === 0 || raw.length > MAX_BEACON_BYTES) return null;
  let body: unknown;
  try {
    body = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.page_path !== 'string') return null;
  if (![b.referrer, b.source, b.medium, b.campaign, b.target, b.place].every(optionalText)) return null;
  const request: BeaconRequest = {
    page_path: b.page_path,
    referrer: typeof b.referrer === 'string' ? b.referrer.slice(0, 1000) : '',
    ...campaignOf(b),
  };
  if (b.goal === undefined || b.goal === null) return { ...request, entry: flag(b.entry) };
  if (!isGoalKey(b.goal) || !GOALS[b.goal].beacon) return null;
  request.goal = b.goal;
  request.first_of_kind = flag(b.first_of_kind);
  request.first_of_visit = flag(b.first_of_visit);
  if (b.goal === 'outbound') {
    const target = cleanHost(b.target);
    if (!target) return null;
    request.target = target;
    request.place = linkPlace(target, b.place);
  }
  return request;
}
