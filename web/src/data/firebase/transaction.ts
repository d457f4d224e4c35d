/**
 * A batch that expects documents to hold values (BatchOp 'expect'), committed as a transaction of the
 * live SDK: Firestore reads those documents, and writes only if none of them changed meanwhile (it
 * runs the reads again when one changed before the commit, and the check then refuses). The reads
 * take no locks, so a closed tab blocks nobody.
 *
 * Why the live SDK: only the owner writes such batches (an editor's save, an import), and the owner
 * has it loaded already (live.ts). The lite SDK's runTransaction would put 2.5 KB gzip into the one
 * file of Firestore code that every visitor's first tap loads.
 */
import type { BatchOp } from '../port';
import { assertExpected } from '../expected';
import { fromFirestore, writeOps } from './convert';
import type { LiveFirestore } from './live';

export async function commitExpecting({ sdk, db }: LiveFirestore, ops: readonly BatchOp[]): Promise<void> {
  const values = { serverTimestamp: sdk.serverTimestamp, timestamp: (date: Date) => sdk.Timestamp.fromDate(date) };
  const expects = ops.filter((op) => op.type === 'expect');
  await sdk.runTransaction(db, async (transaction) => {
    const stored = await Promise.all(expects.map((op) => transaction.get(sdk.doc(db, op.collection, op.id))));
    expects.forEach((op, i) => {
      const snapshot = stored[i]!;
      assertExpected(op, snapshot.exists() ? (fromFirestore(snapshot.data()) as Record<string, unknown>) : undefined);
    });
    writeOps(ops, transaction, (op) => sdk.doc(db, op.collection, op.id), values);
  });
}
