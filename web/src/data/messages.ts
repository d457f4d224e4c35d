/** Human messages both adapters use, so a screen reads the same on either backend. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  tooManyRequests: 'Too many failed attempts. Please wait a few minutes and try again.',
  network: 'Could not reach the server. Check your connection and try again.',
  disabled: 'This account has been disabled.',
} as const;
