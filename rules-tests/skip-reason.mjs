/**
 * Whether the rules suites can run on this machine. They need the Firestore and Storage emulators,
 * which need Java 21 or newer. `npm test` prints the reason in one line when they cannot and leaves
 * them to `npm run test:emulators` (CI runs them).
 *
 *   import { rulesSuitesSkipReason } from './rules-tests/skip-reason.mjs';
 *   const reason = rulesSuitesSkipReason(); // null when Java 21+ is on PATH
 */
import { spawnSync } from 'node:child_process';

export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  // `java -version` writes e.g. 'openjdk version "17.0.15" 2025-04-15' to stderr.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" is Java 8
}

export function rulesSuitesSkipReason() {
  const major = javaMajorVersion();
  if (major !== null && major >= 21) return null;
  const found = major === null ? 'no Java' : `Java ${major}`;
  return `rules suites skipped: the Firestore and Storage emulators need Java 21 and this machine has ${found}; CI runs them (npm run test:emulators).`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(rulesSuitesSkipReason() ?? 'rules suites can run here: npm run test:emulators');
}
