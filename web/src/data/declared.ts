/**
 * The data port's two boundaries with stored documents, both by each collection's declaration
 * (packages/model), and the same in both adapters:
 *
 * - every document read is parsed: a malformed field or list item is replaced or left out, and said
 *   once in the console, so one bad record never takes a screen down;
 * - every write is checked before it is sent: a document that the declaration refuses (a list item of
 *   the wrong shape, a field the rules would refuse) never reaches the backend, whoever wrote it.
 */
import { checkDoc, checkFields, parseWithId, reportOnce, withWriteDerived, type CheckContext, type CollectionName } from '@portfolio/model';
import { COLLECTION_DECLARATIONS } from '@portfolio/model';
import { DataError, SERVER_TIME, type BatchOp, type Doc } from './port';

const warnMalformed = reportOnce((path, problem) => console.warn(`A stored value does not match its declaration: ${path} ${problem}`));

/** A document as read from either backend, parsed by its declaration. */
export const parsedDoc = <C extends CollectionName>(collection: C, doc: { id: string }): Doc<C> =>
  parseWithId(collection, doc, warnMalformed) as Doc<C>;

/** Written values as they will be stored: the server's time and Dates as ISO times (what a check reads). */
function asStored(value: unknown, now: string): unknown {
  if (value === SERVER_TIME || (typeof value === 'object' && value !== null && (value as { __serverTime?: unknown }).__serverTime === true))
    return now;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => asStored(v, now));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, asStored(v, now)]),
    );
  }
  return value;
}

/**
 * The writes with what every write derives (a project's technology keys, from its technologies),
 * so a save, an import and the contract store them alike, whichever screen or file wrote the rest.
 */
export function withDerivedWrites(ops: readonly BatchOp[]): BatchOp[] {
  return ops.map((op) => {
    if (op.type !== 'set' && op.type !== 'update') return op;
    const type = COLLECTION_DECLARATIONS[op.collection].docType(op.id);
    return type ? { ...op, data: withWriteDerived(type, op.data) } : op;
  });
}

/**
 * Refuses a write whose data its declaration refuses, naming the first problem. A whole document
 * (set) is checked whole; a partial one (update, merge) field by field, nested paths left to the rules.
 */
export function assertWritable(ops: readonly BatchOp[], ctx: CheckContext = {}): void {
  const problems: string[] = [];
  const report = (path: string, problem: string) => problems.push(`${path}: ${problem}`);
  const now = new Date().toISOString();
  for (const op of ops) {
    if (op.type === 'delete' || op.type === 'expect') continue;
    const type = COLLECTION_DECLARATIONS[op.collection].docType(op.id);
    if (!type) continue;
    const data = asStored(op.data, now) as Record<string, unknown>;
    const at = `${op.collection}/${op.id}`;
    if (op.type === 'set' && !op.merge) checkDoc(type, data, at, report, ctx);
    else {
      const flat = Object.fromEntries(
        Object.entries(data).filter(([key, value]) => !key.includes('.') && (op.type === 'update' || typeof value !== 'object')),
      );
      checkFields(type, flat, at, report, ctx);
    }
  }
  if (problems.length > 0) throw new DataError('invalid-argument', `This cannot be saved: ${problems[0]}`);
}
