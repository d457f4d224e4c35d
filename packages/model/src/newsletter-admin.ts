/**
 * The owner's work on the newsletter's subscribers, shared by the Subscribers screen, the functions
 * that carry it out (subscribers are written by functions only) and the demo's twin of them: reading
 * a CSV of addresses that consented elsewhere, what importing one does to a stored address, and the
 * export file.
 */
import { CONTACT_LIMITS, EMAIL_PATTERN } from './contact.js';
import type { NewsletterSubscriber } from './content-types/newsletter.js';

/** An import reads at most this many lines (a personal site's list; a bigger file is split by its owner). */
export const IMPORT_MAX_LINES = 5000;
/** An import file's size in characters, checked before it is read. */
export const IMPORT_MAX_CHARS = IMPORT_MAX_LINES * (CONTACT_LIMITS.email + 2);
/** What an imported subscriber's `source` says. */
export const IMPORT_SOURCE = 'import';

export interface ImportProblem {
  /** 1-based, as the owner's spreadsheet or editor numbers them. */
  line: number;
  problem: string;
}
export interface ImportLines {
  addresses: { line: number; email: string }[];
  problems: ImportProblem[];
}

/** Cells of one CSV line: commas outside double quotes separate, "" inside quotes is one quote. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out.map((value) => value.trim());
}

/**
 * The addresses of an import file: one per line, or a CSV whose first line names an `email` column
 * (an export of this screen or of another newsletter service). Blank lines are skipped; every other
 * line is an address or a problem that names its line, so the owner can fix the file and import it
 * again (an import changes nothing for an address it already holds).
 */
export function parseImportFile(text: string): ImportLines {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const header = cells(lines[0] ?? '').map((cell) => cell.toLowerCase());
  const named = header.findIndex((cell) => cell === 'email' || cell === 'e-mail' || cell === 'email address');
  const column = named >= 0 ? named : 0;
  const result: ImportLines = { addresses: [], problems: [] };
  const seen = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if ((named >= 0 && index === 0) || raw.trim() === '') return;
    if (line > IMPORT_MAX_LINES + 1) {
      if (line === IMPORT_MAX_LINES + 2)
        result.problems.push({ line, problem: `Only ${IMPORT_MAX_LINES} lines are read at a time; import the rest in another file.` });
      return;
    }
    const email = (cells(raw)[column] ?? '').toLowerCase();
    if (!email) return result.problems.push({ line, problem: 'No email address on this line.' });
    if (email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(email))
      return result.problems.push({ line, problem: `“${email.slice(0, 60)}” is not an email address.` });
    const first = seen.get(email);
    if (first !== undefined) return result.problems.push({ line, problem: `${email} is on line ${first} already.` });
    seen.set(email, line);
    result.addresses.push({ line, email });
  });
  return result;
}

/** What importing did to one address. */
export type ImportOutcome = 'added' | 'confirmed' | 'already' | 'unsubscribed';

/**
 * Importing an address that consented elsewhere: a new one is stored confirmed and marked imported
 * (no confirmation mail is sent); a pending one becomes confirmed; a confirmed one stays as it is;
 * one that unsubscribed stays unsubscribed, since leaving outweighs an older consent. Importing the
 * same file twice therefore changes nothing the second time.
 */
export function importedSubscriber(
  current: NewsletterSubscriber | null,
  email: string,
  now: Date,
): { outcome: ImportOutcome; write?: NewsletterSubscriber } {
  if (current?.state === 'confirmed') return { outcome: 'already' };
  if (current?.state === 'unsubscribed') return { outcome: 'unsubscribed' };
  const at = now.toISOString();
  const write: NewsletterSubscriber = {
    email,
    state: 'confirmed',
    subscribed_at: current?.subscribed_at ?? at,
    confirmed_at: at,
    unsubscribed_at: null,
    source: current?.source ?? IMPORT_SOURCE,
    imported: true,
  };
  return { outcome: current ? 'confirmed' : 'added', write };
}

/** The answer to an import: how many addresses each outcome took, and the lines that were not read. */
export type ImportSummary = Record<ImportOutcome, number> & { problems: ImportProblem[] };

export const emptyImportSummary = (problems: ImportProblem[] = []): ImportSummary => ({
  added: 0,
  confirmed: 0,
  already: 0,
  unsubscribed: 0,
  problems,
});

/** The import's input: the file's text. A sentence for the owner when it is not one. */
export function validateImportInput(input: unknown): { ok: true; text: string } | { ok: false; error: string } {
  const text = typeof input === 'object' && input !== null ? (input as { csv?: unknown }).csv : undefined;
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, error: 'Choose a CSV file with one email address a line.' };
  if (text.length > IMPORT_MAX_CHARS)
    return { ok: false, error: `The file is too long: import at most ${IMPORT_MAX_LINES} addresses at a time.` };
  return { ok: true, text };
}

/** The removal's input: the subscriber's id (a hash of the address, 32 hex digits). */
export function validateRemoveInput(input: unknown): { ok: true; id: string } | { ok: false; error: string } {
  const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  return typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) ? { ok: true, id } : { ok: false, error: 'No such subscriber.' };
}

const EXPORT_COLUMNS = ['email', 'state', 'subscribed_at', 'confirmed_at', 'unsubscribed_at', 'source', 'imported'] as const;

/** A CSV cell: quoted when it needs to be, and a leading = + - @ made inert so a spreadsheet never runs it as a formula. */
function csvCell(value: string | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The export file: a header line, then one line per subscriber; the import reads it back. */
export function subscribersCsv(subscribers: readonly NewsletterSubscriber[]): string {
  const rows = subscribers.map((s) => EXPORT_COLUMNS.map((column) => csvCell(s[column])).join(','));
  return [EXPORT_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
