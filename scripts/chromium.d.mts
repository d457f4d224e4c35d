import type { Browser, LaunchOptions } from 'playwright-core';

/** The flags every Chromium of the project starts with: see chromium.mjs. */
export const CHROMIUM_FLAGS: readonly string[];
/** Where Chromium is, or null. */
export function chromiumPath(): string | null;
/** What a run without Chromium is told. */
export const NO_CHROMIUM: string;
/** Starts Chromium through Playwright with CHROMIUM_FLAGS (and `args` more). */
export function launchChromium(options?: Omit<LaunchOptions, 'executablePath'>): Promise<Browser>;
