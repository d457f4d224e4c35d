/** Human messages both adapters use, so a screen reads the same on either backend. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  tooManyRequests: 'Too many failed attempts. Please wait a few minutes and try again.',
  network: 'Could not reach the server. Check your connection and try again.',
  disabled: 'This account has been disabled.',
  recentLogin: 'For your security, confirm your password first.',
  wrongCode: "That code is not right. Check that your phone's clock is correct and enter the current code.",
  challengeExpired: 'That took too long. Sign in again to get a new code.',
  weakPassword: 'Choose a longer password: at least 12 characters.',
} as const;
