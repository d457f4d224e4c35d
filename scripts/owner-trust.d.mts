// Types for owner-trust.mjs, imported by the functions' emulator tests.
export declare const CREATED_BY_COMMAND_CLAIM: 'created_by_owner_command';
export declare function promotionProblems(user: {
  email?: string;
  emailVerified: boolean;
  disabled: boolean;
  customClaims?: Record<string, unknown>;
  providerData: { providerId: string }[];
}): string[];
