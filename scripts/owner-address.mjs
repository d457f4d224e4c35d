/**
 * Which addresses `npm run owner -- create` and `promote` accept for the owner, and why the others
 * are refused. Pure: strings in, reasons out.
 *
 * Whoever controls the owner's address can reset the password, so an address that only looks like
 * the intended one hands the site to whoever holds the look-alike. So the owner's address must be
 * plain ASCII, exactly as typed; an internationalised domain is taken only in its punycode form
 * (xn--...), and only if, decoded, it is written in one script and holds no character Unicode lists
 * as confusable (its confusables data, via unhomoglyph). And it must not look like another owner's
 * address: two addresses whose confusables skeletons match (0wner / owner, rn / m) are one too many.
 */
import { domainToUnicode } from 'node:url';
import unhomoglyph from 'unhomoglyph';

/** Unicode's confusables skeleton (UTS #39): decomposed, each character mapped to its prototype. */
export const skeleton = (text) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/** The form two addresses are compared in: addresses are case-blind, and so is the eye. */
const lookalikeKey = (address) => skeleton(address.toLowerCase()).toLowerCase();

/** Whether two different addresses would read as the same one. */
export const looksAlike = (a, b) => a.toLowerCase() !== b.toLowerCase() && lookalikeKey(a) === lookalikeKey(b);

const codePoint = (ch) => `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

// The scripts a look-alike is usually drawn from, named in the reason; any other is "another script".
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Georgian', 'Hebrew', 'Arabic', 'Coptic', 'Han', 'Hangul'];
const SCRIPT_PATTERNS = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')]);
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The script of a letter, or null for digits, punctuation and combining marks (shared by all). */
function scriptOf(ch) {
  if (NEUTRAL.test(ch)) return null;
  return SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(ch))?.[0] ?? `another script (${codePoint(ch)})`;
}

const describe = (ch) => {
  const script = scriptOf(ch);
  return `"${ch}" (${codePoint(ch)}${script && !script.startsWith('another') ? `, ${script}` : ''})`;
};

/** Why a decoded punycode label cannot be the owner's: it mixes scripts or holds look-alike letters. */
function labelProblems(label, decoded) {
  const problems = [];
  const scripts = new Set([...decoded].map(scriptOf).filter(Boolean));
  if (scripts.size > 1) problems.push(`the domain label ${label} (${decoded}) mixes scripts: ${[...scripts].join(', ')}`);
  const confusable = [...new Set(decoded)].filter((ch) => ch.codePointAt(0) > 0x7f && skeleton(ch) !== ch.normalize('NFD'));
  if (confusable.length > 0) {
    problems.push(
      `the domain label ${label} (${decoded}) has letters that look like others: ` +
        confusable.map((ch) => `${describe(ch)} looks like "${skeleton(ch)}"`).join(', '),
    );
  }
  return problems;
}

/** Why one character of the address is refused. */
function characterProblem(ch) {
  const compatible = ch.normalize('NFKC');
  if (compatible !== ch) return `${describe(ch)} is a variant of "${compatible}" (fullwidth or another compatibility form)`;
  const prototype = skeleton(ch);
  if (prototype !== ch.normalize('NFD')) return `${describe(ch)} is not plain ASCII and looks like "${prototype}"`;
  return `${describe(ch)} is not plain ASCII`;
}

/**
 * @param {string} address as typed
 * @param {string[]} otherOwners the addresses of the accounts that are owners now (but this one)
 * @returns {string[]} why it cannot be the owner's address; empty when it can
 */
export function addressProblems(address, otherOwners = []) {
  const problems = [...new Set([...address].filter((ch) => ch.codePointAt(0) > 0x7f))].map(characterProblem);
  if (problems.length > 0) {
    return [
      ...problems,
      'the owner\'s address must be plain ASCII as typed (an internationalised domain in its "xn--" form), ' +
        'so that it cannot pass for another one',
    ];
  }
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  for (const label of domain.split('.').filter((l) => l.startsWith('xn--'))) {
    // Node 20 answers an invalid label with '', Node 24 with the label itself: a valid one always decodes to letters beyond ASCII.
    const decoded = domainToUnicode(label);
    if (!decoded || decoded === label) problems.push(`the domain label ${label} is not valid punycode`);
    else problems.push(...labelProblems(label, decoded));
  }
  for (const other of otherOwners.filter((o) => looksAlike(address, o))) {
    problems.push(`it looks like the address of an owner that exists already, ${other}`);
  }
  return problems;
}
