/**
 * Which Firestore and Storage emulators this machine can run (scripts/emulators.mjs starts them).
 *
 * Firestore runs here on Java 17: Google's Firestore emulator ships as the Debian package
 * google-cloud-cli-firestore-emulator, built for Java 11+. Only firebase-tools' `--only firestore`
 * start refuses a Java older than 21 (it checks `java -version`), so where Java is older this script
 * starts the Debian launcher itself, on the config's port with its rules, and firebase-tools
 * starts the other emulators beside it with FIRESTORE_EMULATOR_HOST set (its Functions emulator hands
 * its environment to the function workers, so the functions reach it too).
 *
 * Storage: firebase-tools downloads the Storage rules runtime from the internet the first time. It runs
 * where Java 21 and that download (or a cached copy) exist, e.g. GitHub Actions; elsewhere it is left
 * out with one line saying so, and the caller decides what that skips.
 *
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { startPart } from './processes.mjs';

const DEBIAN_LAUNCHER = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** The Java major version on PATH, or null. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  // `java -version` writes e.g. 'openjdk version "17.0.15" 2025-04-15' to stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" is Java 8
}

function debianLauncher() {
  const fromEnv = process.env.FIRESTORE_EMULATOR_LAUNCHER;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const listed = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  const fromDpkg = listed.status === 0 ? listed.stdout.split('\n').find((line) => line.endsWith('/cloud_firestore_emulator')) : undefined;
  if (fromDpkg && existsSync(fromDpkg)) return fromDpkg;
  return existsSync(DEBIAN_LAUNCHER) ? DEBIAN_LAUNCHER : null;
}

/**
 * Which Firestore emulator this machine can run:
 * { kind: 'firebase-tools' } | { kind: 'launcher', path } | { kind: 'none', reason }.
 */
export function firestoreEmulator() {
  const java = javaMajorVersion();
  if (java !== null && java >= 21) return { kind: 'firebase-tools', describe: `firebase-tools' Firestore emulator (Java ${java})` };
  const launcher = debianLauncher();
  if (java !== null && java >= 11 && launcher) {
    return { kind: 'launcher', path: launcher, describe: `Google's Firestore emulator from the Debian package (Java ${java})` };
  }
  return { kind: 'none', reason: whyNoFirestore(java, launcher), describe: 'none' };
}

function whyNoFirestore(java, launcher) {
  if (java === null) return 'no Java on PATH (the Firestore emulator runs on Java 11+)';
  if (launcher) return `Java ${java} is too old for the Firestore emulator (11+)`;
  return `Java ${java} is found but the Debian package google-cloud-cli-firestore-emulator (Firestore on Java 11+) is not installed, and firebase-tools starts Firestore itself only on Java 21+`;
}

/** Why Storage cannot run here, or null where it can. */
export function storageSkipReason() {
  const java = javaMajorVersion();
  const cached = (() => {
    const folder = join(homedir(), '.cache', 'firebase', 'emulators');
    return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith('cloud-storage-rules-runtime'));
  })();
  if (java !== null && java >= 21 && (cached || process.env.GITHUB_ACTIONS === 'true')) return null;
  return 'Storage emulator skipped: its rules runtime is downloaded by firebase-tools from outside (and needs Java 21), which this machine cannot do; uploads are covered on the in-memory twin.';
}

/** Starts the Debian package's Firestore emulator, as firebase-tools would start its own. */
export function startLauncher(path, { host, port, rules, project, functions, log, ports }) {
  const args = ['start', `--host=${host}`, `--port=${port}`, `--project_id=${project}`, '--single_project_mode'];
  if (rules) args.push(`--rules=${rules}`);
  if (functions) args.push(`--functions_emulator=${functions}`);
  return startPart('the Firestore emulator (Java)', path, args, { output: log, ports });
}
