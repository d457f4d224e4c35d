/**
 * The owner's sign-in and account security on Firebase Authentication: password, then the second
 * factor when the account has one (an authenticator app; a phone on the Auth emulator, which has no
 * TOTP), enrolment of an authenticator app, reauthentication and a new password.
 */
import type * as AuthSdk from 'firebase/auth';
import { OWNER_CLAIMS } from '@portfolio/model';
import {
  DataError,
  SecondFactorRequired,
  type SecondFactorChallenge,
  type SecondFactorState,
  type Session,
  type TotpEnrolment,
} from '../port';
import { toDataError } from './errors';

type LoadedAuth = { sdk: typeof AuthSdk; instance: AuthSdk.Auth };

/** What the rules ask of an owner: the claim, and the second factor once the claim second_factor says so. */
export async function toSession(user: AuthSdk.User): Promise<Session> {
  const token = await user.getIdTokenResult();
  const secondFactorMet = token.claims[OWNER_CLAIMS.secondFactor] !== true || token.signInSecondFactor !== null;
  return { uid: user.uid, email: user.email, isOwner: token.claims[OWNER_CLAIMS.admin] === true && secondFactorMet };
}

const isMfaRequired = (error: unknown): error is AuthSdk.MultiFactorError =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/multi-factor-auth-required';

/**
 * Turns Firebase's "second factor needed" into the port's challenge. An SMS factor is answered only
 * on the emulators (where app verification is off): the product enrols authenticator apps, which need
 * no reCAPTCHA and no phone network.
 */
async function challengeFor(
  { sdk, instance }: LoadedAuth,
  error: AuthSdk.MultiFactorError,
  useEmulators: boolean,
  done: (user: AuthSdk.User) => Promise<Session>,
): Promise<SecondFactorChallenge> {
  const resolver = sdk.getMultiFactorResolver(instance, error);
  const totp = resolver.hints.find((h) => h.factorId === sdk.FactorId.TOTP);
  if (totp) {
    return {
      method: 'totp',
      hint: totp.displayName || 'your authenticator app',
      confirm: (code) =>
        guard(async () => done((await resolver.resolveSignIn(sdk.TotpMultiFactorGenerator.assertionForSignIn(totp.uid, code))).user)),
    };
  }
  const phone = resolver.hints.find((h): h is AuthSdk.PhoneMultiFactorInfo => h.factorId === sdk.FactorId.PHONE);
  if (!phone || !useEmulators) {
    throw new DataError(
      'failed-precondition',
      "This account's second factor is not an authenticator app, which is all this site signs in with. Reset it with npm run owner -- reset-2fa.",
    );
  }
  // The Auth emulator sends no SMS and checks no reCAPTCHA: any verifier answer will do there.
  const emulatorVerifier = {
    type: 'recaptcha',
    verify: () => Promise.resolve('emulator'),
    _reset: () => undefined,
  } as unknown as AuthSdk.ApplicationVerifier;
  const verificationId = await new sdk.PhoneAuthProvider(instance).verifyPhoneNumber(
    { multiFactorHint: phone, session: resolver.session },
    emulatorVerifier,
  );
  return {
    method: 'sms',
    hint: phone.phoneNumber,
    confirm: (code) =>
      guard(async () => {
        const assertion = sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code));
        return done((await resolver.resolveSignIn(assertion)).user);
      }),
  };
}

const guard = <T>(work: () => Promise<T>): Promise<T> =>
  work().catch((error: unknown) => {
    throw toDataError(error);
  });

export function ownerAuth(auth: () => Promise<LoadedAuth>, useEmulators: boolean, onSignedIn: () => void) {
  const current = async () => {
    const loaded = await auth();
    const user = loaded.instance.currentUser;
    if (!user) throw new DataError('unauthenticated', 'You are signed out. Sign in again.');
    return { ...loaded, user };
  };
  const signedIn = async (user: AuthSdk.User) => {
    onSignedIn();
    return toSession(user);
  };
  /** Runs a sign-in; a second factor becomes SecondFactorRequired holding its challenge. */
  const withSecondFactor = async <T>(loaded: LoadedAuth, attempt: () => Promise<T>): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      if (isMfaRequired(error)) throw new SecondFactorRequired(await guard(() => challengeFor(loaded, error, useEmulators, signedIn)));
      throw toDataError(error);
    }
  };

  return {
    signIn: async (email: string, password: string): Promise<Session> => {
      const loaded = await auth();
      return withSecondFactor(loaded, async () =>
        signedIn((await loaded.sdk.signInWithEmailAndPassword(loaded.instance, email, password)).user),
      );
    },

    reauthenticate: async (password: string): Promise<void> => {
      const loaded = await current();
      const credential = loaded.sdk.EmailAuthProvider.credential(loaded.user.email ?? '', password);
      await withSecondFactor(loaded, () => loaded.sdk.reauthenticateWithCredential(loaded.user, credential));
    },

    secondFactors: () =>
      guard(async (): Promise<SecondFactorState> => {
        const { sdk, user } = await current();
        const token = await user.getIdTokenResult();
        return {
          factors: sdk.multiFactor(user).enrolledFactors.map((f) => ({
            id: f.uid,
            method: f.factorId === sdk.FactorId.TOTP ? 'totp' : 'sms',
            name: f.displayName ?? '',
            enrolledAt: new Date(f.enrollmentTime).toISOString(),
          })),
          required: token.claims[OWNER_CLAIMS.secondFactor] === true,
          usedThisSession: token.signInSecondFactor !== null,
        };
      }),

    startTotpEnrolment: () =>
      guard(async (): Promise<TotpEnrolment> => {
        const { sdk, user } = await current();
        const secret = await sdk.TotpMultiFactorGenerator.generateSecret(await sdk.multiFactor(user).getSession());
        return {
          secretKey: secret.secretKey,
          uri: secret.generateQrCodeUrl(user.email ?? 'owner', window.location.hostname),
          confirm: (code, name) =>
            guard(async () => {
              await sdk.multiFactor(user).enroll(sdk.TotpMultiFactorGenerator.assertionForEnrollment(secret, code), name);
            }),
        };
      }),

    changePassword: (newPassword: string) =>
      guard(async () => {
        const { sdk, user } = await current();
        await sdk.updatePassword(user, newPassword);
      }),
  };
}
