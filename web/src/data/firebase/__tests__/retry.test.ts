import { FirebaseError } from 'firebase/app';
import { retryAborted } from '../retry-aborted';

const aborted = () => new FirebaseError('aborted', 'Request failed with error: Transaction lock timeout.');

/** A write that fails with each of `failures` in turn, then succeeds; and the pauses taken between. */
function flakyWrite(failures: Error[]) {
  const calls: number[] = [];
  const pauses: number[] = [];
  const write = async () => {
    calls.push(calls.length + 1);
    const failure = failures[calls.length - 1];
    if (failure) throw failure;
    return 'written';
  };
  const pause = async (ms: number) => {
    pauses.push(ms);
  };
  return { write, pause, calls, pauses };
}

describe('a write Firestore aborted', () => {
  it('is written again after a pause that doubles, until it goes through', async () => {
    const w = flakyWrite([aborted(), aborted()]);
    await expect(retryAborted(w.write, { pause: w.pause })).resolves.toBe('written');
    expect(w.calls).toHaveLength(3);
    expect(w.pauses).toEqual([250, 500]);
  });

  it('fails with the last refusal after five tries', async () => {
    const w = flakyWrite(Array.from({ length: 6 }, aborted));
    await expect(retryAborted(w.write, { pause: w.pause })).rejects.toMatchObject({ code: 'aborted' });
    expect(w.calls).toHaveLength(5);
  });

  it('is not tried again when refused for another reason', async () => {
    const w = flakyWrite([new FirebaseError('permission-denied', 'Missing or insufficient permissions.')]);
    await expect(retryAborted(w.write, { pause: w.pause })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(w.calls).toHaveLength(1);
    expect(w.pauses).toEqual([]);
  });
});
