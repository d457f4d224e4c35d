/**
 * The queries the suites ran on the Firestore emulator (scripts/firestore-query-recorder.mjs writes
 * them), each held against firestore.indexes.json.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describeQuery, missingIndex } from './indexes.mjs';

/** Where npm test keeps the queries of its last run (node_modules is never committed). */
export const RECORDED_QUERIES = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'portfolio', 'firestore-queries');

/** The distinct query shapes recorded in `dir`, how many could not be read, and when the last was written. */
export function recordedQueries(dir) {
  if (!existsSync(dir)) return null;
  const shapes = new Map();
  let unreadable = 0;
  let newest = 0;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.jsonl'))) {
    newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const { via: _via, unreadable: why, ...shape } = JSON.parse(line);
      if (why) unreadable += 1;
      else shapes.set(JSON.stringify(shape), shape);
    }
  }
  return { shapes: [...shapes.values()], unreadable, recordedAt: newest ? new Date(newest) : null };
}

/** A problem for each recorded query firestore.indexes.json has no index for, naming the entry to add. */
export function queryProblems(indexConfig, shapes) {
  const problems = [];
  for (const shape of shapes) {
    const missing = missingIndex(indexConfig, shape);
    if (!missing) continue;
    problems.push({
      what: `production has no index for the query ${describeQuery(shape)}`,
      fix: missing.fieldOverride
        ? `add to "fieldOverrides" in firestore.indexes.json: ${JSON.stringify(fieldOverrideFor(missing.fieldOverride))}`
        : `add to "indexes" in firestore.indexes.json: ${JSON.stringify(missing)}`,
    });
  }
  return problems;
}

/** A field override that keeps the automatic indexes and adds the scope a query needs. */
function fieldOverrideFor({ collectionGroup, fieldPath, scope }) {
  return {
    collectionGroup,
    fieldPath,
    indexes: [
      { order: 'ASCENDING', queryScope: 'COLLECTION' },
      { order: 'DESCENDING', queryScope: 'COLLECTION' },
      { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
      ...(scope === 'COLLECTION_GROUP' ? [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }] : []),
    ],
  };
}
