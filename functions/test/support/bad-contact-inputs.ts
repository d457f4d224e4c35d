/**
 * Bad input to submitContactMessage, each with the message a person is shown. `input` is a function
 * so the huge payloads are built only when their test runs.
 */
import { CONTACT_MARKUP_REFUSED } from '@portfolio/model';
const ok = { name: 'Eve', email: 'eve@example.com', message: 'Hello' };
const FILL = 'Please fill in your name, email and message.';
const BAD_EMAIL = 'Please enter a valid email address.';
const PLAIN = CONTACT_MARKUP_REFUSED;

export interface BadInput {
  label: string;
  input: () => unknown;
  error: string;
}

export const BAD_CONTACT_INPUTS: BadInput[] = [
  // missing or not an object
  { label: 'no data at all', input: () => undefined, error: FILL },
  { label: 'null', input: () => null, error: FILL },
  { label: 'a string instead of an object', input: () => 'hello', error: FILL },
  { label: 'a number instead of an object', input: () => 42, error: FILL },
  { label: 'an array instead of an object', input: () => [ok], error: FILL },
  { label: 'an empty object', input: () => ({}), error: 'Please enter your name.' },
  {
    label: 'a name with a right-to-left override (display spoofing in the mail subject)',
    input: () => ({ ...ok, name: 'Support\u202eecnanif' }),
    error: 'Name contains invisible formatting characters; please type it plainly.',
  },
  {
    label: 'a name with a zero-width space',
    input: () => ({ ...ok, name: 'Pay\u200bPal' }),
    error: 'Name contains invisible formatting characters; please type it plainly.',
  },
  { label: 'a missing e-mail', input: () => ({ name: 'Eve', message: 'Hi' }), error: 'Please enter your email address.' },
  { label: 'a missing message', input: () => ({ name: 'Eve', email: 'eve@example.com' }), error: 'Please enter a message.' },
  { label: 'a name of spaces only', input: () => ({ ...ok, name: '   \t ' }), error: 'Please enter your name.' },
  { label: 'a message of blank lines only', input: () => ({ ...ok, message: '\n \n\t' }), error: 'Please enter a message.' },
  // wrong types
  { label: 'a numeric name', input: () => ({ ...ok, name: 42 }), error: 'Name must be text.' },
  { label: 'a boolean e-mail', input: () => ({ ...ok, email: true }), error: 'Email must be text.' },
  { label: 'an object as message', input: () => ({ ...ok, message: { text: 'hi' } }), error: 'Message must be text.' },
  { label: 'an array as message', input: () => ({ ...ok, message: ['hi'] }), error: 'Message must be text.' },
  { label: 'a numeric honeypot', input: () => ({ ...ok, website: 1 }), error: 'Website must be text.' },
  // too long
  { label: 'a 101-character name', input: () => ({ ...ok, name: 'N'.repeat(101) }), error: 'Name must be at most 100 characters.' },
  {
    label: 'a 255-character e-mail',
    input: () => ({ ...ok, email: `${'e'.repeat(243)}@example.com` }),
    error: 'Email must be at most 254 characters.',
  },
  {
    label: 'a 5001-character message',
    input: () => ({ ...ok, message: 'm'.repeat(5001) }),
    error: 'Message must be at most 5000 characters.',
  },
  // malformed e-mail
  { label: 'an e-mail without @', input: () => ({ ...ok, email: 'eve.example.com' }), error: BAD_EMAIL },
  { label: 'an e-mail without a domain suffix', input: () => ({ ...ok, email: 'eve@example' }), error: BAD_EMAIL },
  { label: 'an e-mail with a space', input: () => ({ ...ok, email: 'eve smith@example.com' }), error: BAD_EMAIL },
  { label: 'two addresses separated by a comma', input: () => ({ ...ok, email: 'eve@example.com,x@evil.test' }), error: BAD_EMAIL },
  { label: 'a display-name address', input: () => ({ ...ok, email: 'Eve <eve@example.com>' }), error: BAD_EMAIL },
  // header injection
  {
    label: 'CR/LF and a Bcc header in the name',
    input: () => ({ ...ok, name: 'Eve\r\nBcc: victim@example.com' }),
    error: 'Name must be on a single line.',
  },
  { label: 'a bare LF in the name', input: () => ({ ...ok, name: 'Eve\nSubject: hi' }), error: 'Name must be on a single line.' },
  {
    label: 'a line separator (U+2028) in the name',
    input: () => ({ ...ok, name: 'Eve\u2028Bcc: x@y.z' }),
    error: 'Name must be on a single line.',
  },
  { label: 'a NUL byte in the name', input: () => ({ ...ok, name: 'Eve\u0000' }), error: 'Name must be on a single line.' },
  { label: 'CR/LF and a Bcc header in the e-mail', input: () => ({ ...ok, email: 'eve@example.com\r\nBcc: x@y.z' }), error: BAD_EMAIL },
  { label: 'an encoded %0A header in the e-mail', input: () => ({ ...ok, email: 'eve@example.com%0ABcc:x@y.z' }), error: BAD_EMAIL },
  // HTML and script
  { label: 'a script tag as name', input: () => ({ ...ok, name: '<script>alert(1)</script>' }), error: 'Name must not contain < or >.' },
  { label: 'a script tag in the message', input: () => ({ ...ok, message: 'hi <script>alert(1)</script>' }), error: PLAIN },
  { label: 'an img onerror in the message', input: () => ({ ...ok, message: '<img src=x onerror=alert(1)>' }), error: PLAIN },
  { label: 'a closing tag in the message', input: () => ({ ...ok, message: 'see </textarea> here' }), error: PLAIN },
  { label: 'an unknown element with a handler', input: () => ({ ...ok, message: '<xss onfocus=alert(1) autofocus>' }), error: PLAIN },
  { label: 'an image element (not img)', input: () => ({ ...ok, message: '<image src=x onerror=alert(1)>' }), error: PLAIN },
  { label: 'a custom element', input: () => ({ ...ok, message: 'hi <x-frame src=//evil.test></x-frame>' }), error: PLAIN },
  { label: 'markup in the e-mail', input: () => ({ ...ok, email: '"<script>"@example.com' }), error: BAD_EMAIL },
  {
    label: 'control characters in the message',
    input: () => ({ ...ok, message: 'hi\u0007\u001b[31m' }),
    error: 'Message contains invisible control characters; please remove them.',
  },
  // huge payloads
  { label: 'a 1 MB message', input: () => ({ ...ok, message: 'x'.repeat(1_000_000) }), error: 'Message must be at most 5000 characters.' },
  { label: 'a 1 MB name', input: () => ({ ...ok, name: 'x'.repeat(1_000_000) }), error: 'Name must be at most 100 characters.' },
  {
    label: '10,000 extra fields',
    input: () => ({ ...ok, ...Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, i])) }),
    error: 'Unexpected field "f0".',
  },
  // unknown extra fields
  { label: 'an extra admin field', input: () => ({ ...ok, isAdmin: true }), error: 'Unexpected field "isAdmin".' },
  { label: 'a status chosen by the sender', input: () => ({ ...ok, status: 'read' }), error: 'Unexpected field "status".' },
  {
    label: 'a __proto__ key',
    input: () => JSON.parse('{"name":"Eve","email":"eve@example.com","message":"Hi","__proto__":{"admin":true}}'),
    error: 'Unexpected field "__proto__".',
  },
];
