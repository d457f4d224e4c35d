/**
 * The functions' runtime against firebase-tools' own table of Cloud Functions runtimes and its own
 * lifecycle guard (the check `firebase deploy` makes before uploading anything).
 */
import { createRequire } from 'node:module';

const supported = createRequire(import.meta.url)('firebase-tools/lib/deploy/functions/runtimes/supported');

/** Warn this long before a runtime's deprecation: a runtime deprecated within it is refused here. */
export const DEPRECATION_MARGIN_DAYS = 180;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Problems with each functions codebase's runtime in `firebaseJson`, and with functions/package.json's
 * engines, at `now`. Each names its fix.
 */
export function runtimeProblems(firebaseJson, functionsPackage, now = new Date()) {
  const newest = supported.latest('nodejs');
  const fix = `set "runtime": "${newest}" in firebase.json and "engines": { "node": "${newest.replace('nodejs', '')}" } in functions/package.json`;
  const problems = [];
  for (const codebase of [firebaseJson.functions ?? []].flat()) {
    const { runtime } = codebase;
    if (!runtime || !supported.isRuntime(runtime)) {
      problems.push({ what: `firebase.json's functions runtime "${runtime ?? '(none)'}" is not one firebase-tools knows`, fix });
      continue;
    }
    try {
      supported.guardVersionSupport(runtime, now);
    } catch (error) {
      problems.push({ what: `firebase deploy refuses it: ${error.message}`, fix });
      continue;
    }
    const { deprecationDate, decommissionDate, friendly } = supported.RUNTIMES[runtime];
    const daysLeft = Math.floor((new Date(deprecationDate).getTime() - now.getTime()) / DAY);
    if (daysLeft < DEPRECATION_MARGIN_DAYS) {
      problems.push({
        what: `${friendly} is deprecated on ${deprecationDate} (in ${daysLeft} days; decommissioned on ${decommissionDate})`,
        fix,
      });
    }
    const engine = String(functionsPackage.engines?.node ?? '');
    if (engine !== runtime.replace('nodejs', '')) {
      problems.push({
        what: `functions/package.json's engines.node is "${engine}" but firebase.json deploys ${runtime}`,
        fix: `set "engines": { "node": "${runtime.replace('nodejs', '')}" } in functions/package.json`,
      });
    }
  }
  return problems;
}

/** One line on the runtime in use, for the check's report. */
export function runtimeSummary(firebaseJson) {
  return [firebaseJson.functions ?? []]
    .flat()
    .map(({ runtime }) => {
      const known = supported.isRuntime(runtime) ? supported.RUNTIMES[runtime] : null;
      return known ? `${runtime} (deprecated on ${known.deprecationDate})` : String(runtime);
    })
    .join(', ');
}
