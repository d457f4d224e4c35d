/**
 * The stack's mail sink (scripts/mail-sink.mjs), read as a mailbox: every mail the functions sent,
 * one JSON line each, in the file the stack names in MAIL_SINK_FILE.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Mail {
  to: string[];
  raw: string;
}

/** What the mail sink received for an address, oldest first. */
export function mailsTo(address: string): Mail[] {
  const file = process.env.MAIL_SINK_FILE;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail)
    .filter((mail) => mail.to.includes(address));
}

/** RFC 2047's encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as a mail client shows them. */
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

/** A header of a raw mail as a reader sees it: its folded lines joined, encoded words decoded. */
export const header = (mail: Mail, name: string) =>
  decodeWords(new RegExp(`^${name}:\\s*(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(mail.raw)?.[1]?.replace(/\r\n[ \t]+/g, ' ') ?? '');

/** A mail's text as a reader sees it: quoted-printable soft breaks and the escaped equals sign undone. */
export const textOf = (mail: Mail) => mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
