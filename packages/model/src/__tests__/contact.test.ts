import { describe, expect, it } from 'vitest';
import { CONTACT_MARKUP_REFUSED, validateContactInput } from '../contact.js';

describe('validateContactInput', () => {
  it('accepts and trims a good message', () => {
    expect(validateContactInput({ name: ' Ada ', email: 'ada@example.com ', message: ' Hi there ' })).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@example.com', message: 'Hi there', website: '' },
    });
  });
  it('keeps line breaks and a lone < in a message', () => {
    const result = validateContactInput({ name: 'A', email: 'a@b.co', message: 'line one\r\nif a < b then\ttab' });
    expect(result.ok).toBe(true);
  });
  it.each([
    'a < b and c > d',
    'if x < y then y > x',
    'Costs <= 5 and >= 3',
    'I <3 Kubernetes -> really',
    'Arrow: <- and ->, generics: List < T >',
  ])('takes prose with angle brackets for prose, not HTML: %s', (message) => {
    expect(validateContactInput({ name: 'A', email: 'a@b.co', message }).ok).toBe(true);
  });
  it('accepts names that need the zero-width joiners (Persian, emoji)', () => {
    expect(validateContactInput({ name: 'می\u200cخواهم', email: 'a@b.co', message: 'x' }).ok).toBe(true);
    expect(validateContactInput({ name: 'Ada 👩\u200d💻', email: 'a@b.co', message: 'x' }).ok).toBe(true);
  });
  it.each([
    ['right-to-left override', 'Ada\u202eknaB'],
    ['left-to-right isolate', '\u2066Ada\u2069'],
    ['zero-width space', 'Ad\u200ba'],
    ['byte-order mark', 'Ad\ufeffa'],
    ['right-to-left mark', 'Ada\u200f'],
  ])('refuses a name with a %s (it would disguise the mail subject)', (_, name) => {
    const result = validateContactInput({ name, email: 'a@b.co', message: 'x' });
    expect(result).toEqual({ ok: false, field: 'name', error: 'Name contains invisible formatting characters; please type it plainly.' });
  });
  it.each([
    [null, 'input'],
    [{ email: 'a@b.co', message: 'x' }, 'name'],
    [{ name: 'A', email: 'nope', message: 'x' }, 'email'],
    [{ name: 'A', email: 'a@b.co', message: '   ' }, 'message'],
    [{ name: 'A\r\nBcc: x@y.z', email: 'a@b.co', message: 'x' }, 'name'],
    [{ name: 'A', email: 'a@b.co\r\nBcc: x@y.z', message: 'x' }, 'email'],
    [{ name: 'A', email: 'a@b.co', message: 'x', admin: true }, 'input'],
    [{ name: 'A'.repeat(101), email: 'a@b.co', message: 'x' }, 'name'],
    [{ name: 42, email: 'a@b.co', message: 'x' }, 'name'],
    [{ name: '<b>Ada</b>', email: 'a@b.co', message: 'x' }, 'name'],
    [{ name: 'A', email: 'a@b.co', message: 'hi <script>alert(1)</script>' }, 'message'],
    [{ name: 'A', email: 'a@b.co', message: 'nul \u0000 byte' }, 'message'],
    [{ name: 'A', email: 'a@b.co', message: 'see </p> here' }, 'message'],
    [{ name: 'A', email: 'a@b.co', message: '<img src=x onerror=alert(1)>' }, 'message'],
    [{ name: 'A', email: 'a@b.co', message: 'hidden <!-- comment -->' }, 'message'],
    [{ name: 'A', email: 'a\u202e@b.co', message: 'x' }, 'email'],
  ])('rejects %j on %s', (input, field) => {
    const result = validateContactInput(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.error.length).toBeGreaterThan(5);
    }
  });
});

describe('validateContactInput at its limits', () => {
  it.each(['<svg/onload=alert(1)>', '<img/src=x/onerror=alert(1)>', 'hello <br/> there'])(
    'refuses markup with a slash after the tag name: %s',
    (message) => {
      expect(validateContactInput({ name: 'A', email: 'a@b.co', message })).toEqual({
        ok: false,
        field: 'message',
        error: CONTACT_MARKUP_REFUSED,
      });
    },
  );
  it.each([
    '<image src=x onerror=alert(1)>',
    '<xss onfocus=alert(1) autofocus>',
    '<my-widget>',
    '<!-- hidden -->',
    '<!doctype html>',
    '</anything>',
    '<?xml version="1.0"?>',
    'if x<y then',
    '<Ünïcödé>',
  ])('refuses any markup-like text, whatever the name after "<": %s', (message) => {
    expect(validateContactInput({ name: 'A', email: 'a@b.co', message })).toEqual({
      ok: false,
      field: 'message',
      error: CONTACT_MARKUP_REFUSED,
    });
  });
  it.each(['a@b..example', '.a@b.example', 'a.@b.example', 'a..b@example.com', 'a@.example.com', 'a@example..com'])(
    'refuses an address with an empty dot-separated word: %s',
    (email) => {
      expect(validateContactInput({ name: 'A', email, message: 'x' })).toEqual({
        ok: false,
        field: 'email',
        error: 'Please enter a valid email address.',
      });
    },
  );
  it.each(['first.last@sub.example.co.uk', 'a+tag@b.co', 'ø@例え.テスト'])('still accepts ordinary addresses: %s', (email) => {
    expect(validateContactInput({ name: 'A', email, message: 'x' }).ok).toBe(true);
  });
  it.each([
    ['right-to-left override', 'pay \u202eevil\u202c now'],
    ['first-strong isolate', 'a \u2068b\u2069 c'],
  ])('refuses a direction override in the message (%s)', (_, message) => {
    expect(validateContactInput({ name: 'A', email: 'a@b.co', message })).toEqual({
      ok: false,
      field: 'message',
      error: 'Message contains invisible direction-changing characters; please remove them.',
    });
  });
  it('keeps the right-to-left marks writers of Hebrew and Arabic use', () => {
    expect(validateContactInput({ name: 'A', email: 'a@b.co', message: 'שלום\u200f (Shalom)' }).ok).toBe(true);
  });
});
