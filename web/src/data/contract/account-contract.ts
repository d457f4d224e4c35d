/**
 * The owner's account security, on both adapters: second factors listed, a sign-in that needs its
 * code, reauthentication and a new password. How a second factor gets onto the account differs (the
 * twin enrols an authenticator app; the Auth emulator has no TOTP, so a phone stands in): each setup
 * says how, and the rest is the same.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataError, SecondFactorRequired, type DataPort } from '../port';
import type { ContractContext, ContractSetup } from './contract-support';

export interface AccountContractSetup extends ContractSetup {
  /**
   * Gives the owner a second factor (signed out afterwards); returns how to read the code it wants now.
   * Absent for the Firebase adapter in Node: the Auth emulator has no TOTP, and the SDK answers a phone
   * factor only in a browser, so e2e/owner-security.stack.test.ts signs in with one in Chromium.
   */
  giveOwnerSecondFactor?: (ctx: ContractContext) => Promise<() => Promise<string>>;
}

async function refusal(promise: Promise<unknown>): Promise<DataError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a refusal').toBeInstanceOf(DataError);
  return error as DataError;
}

async function challenge(port: DataPort, email: string, password: string) {
  const error = await refusal(port.signIn(email, password));
  expect(error).toBeInstanceOf(SecondFactorRequired);
  return (error as SecondFactorRequired).challenge;
}

export function accountContract(name: string, setup: AccountContractSetup) {
  describe(`${name}: the owner's account security`, () => {
    let ctx: ContractContext;
    beforeEach(async () => {
      ctx = await setup.fresh();
    });
    afterEach(async () => {
      await setup.teardown?.(ctx);
    });

    it('lists no second factor, and none required, for an owner who has not added one', async () => {
      await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
      expect(await ctx.port.secondFactors()).toEqual({ factors: [], required: false, usedThisSession: false });
    });

    it('changes the password: the old one no longer signs in, the new one does', async () => {
      await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
      await ctx.port.changePassword('a-brand-new-password');
      await ctx.port.signOut();
      expect((await refusal(ctx.port.signIn(ctx.owner.email, ctx.owner.password))).message).toBe('Invalid email or password.');
      expect(await ctx.port.signIn(ctx.owner.email, 'a-brand-new-password')).toMatchObject({ isOwner: true });
    });

    it('reauthenticates with the password, and refuses a wrong one as a wrong password', async () => {
      await ctx.port.signIn(ctx.owner.email, ctx.owner.password);
      await ctx.port.reauthenticate(ctx.owner.password);
      expect((await refusal(ctx.port.reauthenticate('not-the-password'))).code).toBe('unauthenticated');
    });

    const giveSecondFactor = setup.giveOwnerSecondFactor;
    if (!giveSecondFactor) return;
    it('with a second factor, sign-in asks for its code: a wrong code is refused, the right one signs the owner in', async () => {
      const currentCode = await giveSecondFactor(ctx);
      const pending = await challenge(ctx.port, ctx.owner.email, ctx.owner.password);
      const wrong = await refusal(pending.confirm('000000'));
      expect(wrong.code).toBe('invalid-argument');
      expect(wrong.message).toBe("That code is not right. Check that your phone's clock is correct and enter the current code.");

      const again = await challenge(ctx.port, ctx.owner.email, ctx.owner.password);
      const session = await again.confirm(await currentCode());
      expect(session).toMatchObject({ email: ctx.owner.email, isOwner: true });
      const state = await ctx.port.secondFactors();
      expect(state.factors).toHaveLength(1);
      expect(state.usedThisSession).toBe(true);
    });
  });
}
