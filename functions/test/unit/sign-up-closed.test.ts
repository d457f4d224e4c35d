import { describe, expect, it } from 'vitest';
import { refuseSignUp, SIGN_UP_CLOSED } from '../../src/auth/sign-up-closed.js';

describe('beforeUserCreated: no client may create an account', () => {
  it('refuses with the reason and a permission-denied code', () => {
    expect(() => refuseSignUp()).toThrow(SIGN_UP_CLOSED);
    try {
      refuseSignUp();
    } catch (error) {
      expect((error as { code?: string }).code).toBe('permission-denied');
    }
  });
});
