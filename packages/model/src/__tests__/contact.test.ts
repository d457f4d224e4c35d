import { describe, expect, it } from 'vitest';
import { validateContactInput } from '../contact.js';

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
  ])('rejects %j on %s', (input, field) => {
    const result = validateContactInput(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.error.length).toBeGreaterThan(5);
    }
  });
});
