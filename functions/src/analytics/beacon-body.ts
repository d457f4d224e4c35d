import type { FunctionContracts } from '@portfolio/model';

export const MAX_BEACON_BYTES = 2048;

type BeaconBody = FunctionContracts['trackPageView']['request'];

/**
 * navigator.sendBeacon sends a string as text/plain (no CORS preflight) and a Blob with its own type,
 * so both JSON and text/plain bodies holding JSON are accepted. Returns null for anything else.
 */
export function parseBeaconBody(contentType: string, raw: Buffer | string | undefined): BeaconBody | null {
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
  const { page_path, referrer } = body as Record<string, unknown>;
  if (typeof page_path !== 'string') return null;
  if (referrer !== undefined && referrer !== null && typeof referrer !== 'string') return null;
  return { page_path, referrer: typeof referrer === 'string' ? referrer.slice(0, 1000) : '' };
}
