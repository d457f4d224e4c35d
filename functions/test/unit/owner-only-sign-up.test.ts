import { describe, expect, it } from 'vitest';
import { checkSignUp, SIGN_UP_CLOSED } from '../../src/auth/owner-only-sign-up.js';

describe('beforeUserCreated: only the owner address may sign up', () => {
  it('lets the configured owner sign up, whatever the letter case', () => {
    expect(() => checkSignUp('Owner@Portfolio.test', 'owner@portfolio.TEST')).not.toThrow();
  });
  it.each([
    ['another address', 'owner@portfolio.test', 'eve@example.com'],
    ['an account without e-mail (anonymous, phone)', 'owner@portfolio.test', undefined],
    ['anyone, while OWNER_EMAIL is unset', '', 'eve@example.com'],
    ['a look-alike address', 'owner@portfolio.test', 'owner@portfolio.test.evil.example'],
  ])('refuses %s', (_label, owner, email) => {
    expect(() => checkSignUp(owner, email)).toThrow(SIGN_UP_CLOSED);
  });
});
