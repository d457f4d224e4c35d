import { FirebaseError } from 'firebase/app';
import { retryAborted, retryUnanswered } from '../retry';

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

describe('a read whose request got no answer', () => {
  const unanswered = () => new FirebaseError('unknown', 'Request failed with error: Failed to fetch');

  it('is asked again after a pause that doubles, until it is answered', async () => {
    const r = flakyWrite([unanswered(), unanswered()]);
    await expect(retryUnanswered(r.write, { pause: r.pause })).resolves.toBe('written');
    expect(r.calls).toHaveLength(3);
    expect(r.pauses).toEqual([250, 500]);
  });

  it('is not asked again when the server answered with a refusal', async () => {
    const r = flakyWrite([new FirebaseError('unknown', 'Request failed with error: Internal Server Error')]);
    await expect(retryUnanswered(r.write, { pause: r.pause })).rejects.toMatchObject({ code: 'unknown' });
    expect(r.calls).toHaveLength(1);
  });

  it('leaves an aborted write to the write retry', async () => {
    const r = flakyWrite([aborted()]);
    await expect(retryUnanswered(r.write, { pause: r.pause })).rejects.toMatchObject({ code: 'aborted' });
    expect(r.calls).toHaveLength(1);
  });
});
