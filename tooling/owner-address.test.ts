/**
 * The owner's address, as `npm run owner -- create` and `promote` judge it (scripts/owner-address.mjs):
 * whoever holds the address can reset the password, so one that passes for another is refused.
 */
import { describe, expect, it } from 'vitest';
import { addressProblems, looksAlike } from '../scripts/owner-address.mjs';

const OWNER = 'owner@example.com';

describe("the owner's address", () => {
  it('takes a plain address, and an internationalised domain in its punycode form written in one script', () => {
    expect(addressProblems('new.owner+site@example.com', [OWNER])).toEqual([]);
    expect(addressProblems('owner@xn--mnchen-3ya.de')).toEqual([]); // münchen.de
  });

  it('refuses a fullwidth letter (NFKC would change it), naming it', () => {
    expect(addressProblems('\uff4fwner@example.com')).toEqual([
      '"\uff4f" (U+FF4F, Latin) is a variant of "o" (fullwidth or another compatibility form)',
      'the owner\'s address must be plain ASCII as typed (an internationalised domain in its "xn--" form), so that it cannot pass for another one',
    ]);
  });

  it('refuses a Cyrillic letter among Latin ones, saying what it looks like', () => {
    expect(addressProblems('owner@\u0435xample.com')[0]).toBe('"\u0435" (U+0435, Cyrillic) is not plain ASCII and looks like "e"');
  });

  it('refuses a punycode domain that spells a Latin word in look-alike letters, or mixes scripts', () => {
    expect(addressProblems('owner@xn--80ak6aa92e.com')).toEqual([
      'the domain label xn--80ak6aa92e (\u0430\u0440\u0440\u04cf\u0435) has letters that look like others: "\u0430" (U+0430, Cyrillic) looks like "a", ' +
        '"\u0440" (U+0440, Cyrillic) looks like "p", "\u04cf" (U+04CF, Cyrillic) looks like "i", "\u0435" (U+0435, Cyrillic) looks like "e"',
    ]);
    expect(addressProblems('owner@xn--pple-43d.com')[0]).toMatch(
      /^the domain label xn--pple-43d \(\u0430pple\) mixes scripts: Cyrillic, Latin$/,
    );
    expect(addressProblems('owner@xn--zz.com')).toEqual(['the domain label xn--zz is not valid punycode']);
  });

  it("refuses an ASCII address that reads as an existing owner's (Unicode's confusables skeleton), case aside", () => {
    expect(addressProblems('0wner@example.com', [OWNER])).toEqual([`it looks like the address of an owner that exists already, ${OWNER}`]);
    expect(looksAlike('rnaria@example.com', 'maria@example.com')).toBe(true);
    expect(looksAlike('OWNER@example.com', OWNER)).toBe(false);
    expect(looksAlike('someone@example.com', OWNER)).toBe(false);
  });
});
