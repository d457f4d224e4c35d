import { describe, expect, it } from 'vitest';
import { noteSession, ownerSignedInHere } from '../live';

describe('the note that the owner signed in in this browser', () => {
  it('is there after a sign-in and gone after the sign-out', () => {
    expect(ownerSignedInHere()).toBe(false);
    noteSession(true);
    expect(ownerSignedInHere()).toBe(true);
    noteSession(false);
    expect(ownerSignedInHere()).toBe(false);
  });
});
