/**
 * A batch that expects documents to hold values (BatchOp 'expect'), committed as a transaction of the
 * live SDK: Firestore reads those documents, and writes only if none of them changed meanwhile. The
 * reads take no locks, so a closed tab blocks nobody.
 *
 * Why the live SDK: only the owner's import writes such batches, and the owner has it loaded already
 * (live.ts). The lite SDK's runTransaction would put 2.5 KB gzip into the one file of Firestore code
 * that every visitor's first tap loads.
 */
import type { BatchOp } from '../port';
import { assertExpected } from '../declared';
import { writeOps } from './convert';
import type { LiveFirestore } from './live';

export async function commitExpecting({ sdk, db }: LiveFirestore, ops: readonly BatchOp[]): Promise<void> {
  const values = { serverTimestamp: sdk.serverTimestamp, timestamp: (date: Date) => sdk.Timestamp.fromDate(date) };
  await sdk.runTransaction(db, async (transaction) => {
    for (const op of ops) {
      if (op.type === 'expect') assertExpected(op, (await transaction.get(sdk.doc(db, op.collection, op.id))).data());
    }
    writeOps(ops, transaction, (op) => sdk.doc(db, op.collection, op.id), values);
  });
}
