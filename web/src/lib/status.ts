/** The outcome of the last operation on a screen; null while there is nothing to report. */
export type Status = { kind: 'success' | 'error'; message: string; detail?: string } | null;
