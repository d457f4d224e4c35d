/**
 * firebase.json and firestore.indexes.json as `firebase deploy` reads them: firebase-tools' own JSON
 * schema and its own index validator, and every Hosting rewrite to a function that the functions'
 * build exports, in that function's region.
 */
import { createRequire } from 'node:module';

const requireTools = createRequire(import.meta.url);
const { getValidator, getErrorMessage } = requireTools('firebase-tools/lib/firebaseConfigValidate');
const { FirestoreApi } = requireTools('firebase-tools/lib/firestore/api');

/** firebase.json against firebase-tools' schema (firebase deploy prints these as warnings, then fails on some). */
export function firebaseJsonProblems(firebaseJson) {
  const validate = getValidator();
  if (validate(firebaseJson)) return [];
  return (validate.errors ?? []).map((error) => ({
    what: getErrorMessage(error),
    fix: 'correct firebase.json (its schema: node_modules/firebase-tools/schema/firebase-config.json)',
  }));
}

/** firestore.indexes.json as firebase-tools validates it before deploying the indexes. */
export function indexFileProblems(indexes) {
  try {
    FirestoreApi.prototype.validateSpec.call(new FirestoreApi(), indexes);
    return [];
  } catch (error) {
    return [{ what: `firestore.indexes.json: ${error.message}`, fix: 'correct the entry firebase-tools names' }];
  }
}

/**
 * Each Hosting rewrite to a function names one the functions export, in the region it is deployed to.
 * `endpoints`: the functions' manifest (name → { region: [..] }), as firebase-tools discovers it.
 */
export function rewriteProblems(firebaseJson, endpoints) {
  const problems = [];
  for (const site of [firebaseJson.hosting ?? []].flat()) {
    for (const rewrite of site.rewrites ?? []) {
      if (!rewrite.function) continue;
      const { functionId, region = 'us-central1' } =
        typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function;
      const endpoint = endpoints[functionId];
      if (!endpoint) {
        problems.push({
          what: `Hosting rewrites ${rewrite.source} to the function ${functionId}, which functions/src/index.ts does not export`,
          fix: `export ${functionId} from functions/src/index.ts, or point the rewrite at one of: ${Object.keys(endpoints).join(', ')}`,
        });
      } else if (!(endpoint.region ?? ['us-central1']).includes(region)) {
        problems.push({
          what: `Hosting rewrites ${rewrite.source} to ${functionId} in ${region}, but it is deployed to ${endpoint.region.join(', ')}`,
          fix: `set "region": "${endpoint.region[0]}" on that rewrite in firebase.json`,
        });
      } else if (!endpoint.httpsTrigger && !endpoint.callableTrigger) {
        problems.push({
          what: `Hosting rewrites ${rewrite.source} to ${functionId}, which is not an HTTPS function`,
          fix: 'rewrite only to functions made with onRequest or onCall',
        });
      }
    }
  }
  return problems;
}
