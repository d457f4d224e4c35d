import { describe, expect, it } from 'vitest';
import { isFirestoreTime, isQueryableValue } from '../query-values.js';

describe('values Firestore can be asked about', () => {
  it('takes times from year 1 to 9999 only', () => {
    expect(isFirestoreTime(Date.parse('0001-01-01T00:00:00Z'))).toBe(true);
    expect(isFirestoreTime(Date.parse('9999-12-31T23:59:59.999Z'))).toBe(true);
    expect(isFirestoreTime(Date.parse('0000-06-01T00:00:00Z'))).toBe(false);
    expect(isFirestoreTime(Date.parse('+010000-01-01T00:00:00Z'))).toBe(false);
    expect(isQueryableValue(new Date('0000-01-01T00:00:00Z'))).toBe(false);
    expect(isQueryableValue(new Date(Number.NaN))).toBe(false);
  });
  it('takes strings of at most 1,500 bytes, counted in UTF-8', () => {
    expect(isQueryableValue('a'.repeat(1500))).toBe(true);
    expect(isQueryableValue('a'.repeat(1501))).toBe(false);
    expect(isQueryableValue('é'.repeat(750))).toBe(true);
    expect(isQueryableValue('é'.repeat(751))).toBe(false);
  });
  it('takes lists of at most 30 values, each one queryable', () => {
    expect(isQueryableValue(['a', 'b'])).toBe(true);
    expect(isQueryableValue(Array.from({ length: 31 }, (_, i) => `t${i}`))).toBe(false);
    expect(isQueryableValue(['ok', 'x'.repeat(2000)])).toBe(false);
  });
  it('takes numbers, booleans and null; refuses objects', () => {
    expect([1, -2.5, true, null].every(isQueryableValue)).toBe(true);
    expect(isQueryableValue({ a: 1 })).toBe(false);
  });
});
