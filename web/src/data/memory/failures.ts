/**
 * Failure injection for tests: the admin screens must show their error and keep what was typed
 * when a save fails, so the twin can be told to fail the next matching operation.
 */
import { DataError, type DataErrorCode } from '../port';

export type PortOperation =
  | 'subscribe'
  | 'get'
  | 'add'
  | 'set'
  | 'update'
  | 'remove'
  | 'batch'
  | 'upload'
  | 'deleteFile'
  | 'signIn'
  | 'call'
  /** Target 'results' (a search) or 'index' (the header box's index). */
  | 'search';

export interface FailureRule {
  op: PortOperation;
  /** Only operations on this collection (or function name, or storage path prefix). */
  target?: string;
  code?: DataErrorCode;
  message?: string;
  /** How many matching operations fail (default 1). */
  times?: number;
}

export class Failures {
  private list: (FailureRule & { times: number })[] = [];

  failNext(rule: FailureRule): void {
    this.list.push({ ...rule, times: rule.times ?? 1 });
  }

  clear(): void {
    this.list = [];
  }

  /** Throws if an injected failure matches this operation. */
  check(op: PortOperation, target?: string): void {
    const rule = this.list.find((r) => r.op === op && (r.target === undefined || (target !== undefined && target.startsWith(r.target))));
    if (!rule) return;
    rule.times -= 1;
    if (rule.times <= 0) this.list.splice(this.list.indexOf(rule), 1);
    throw new DataError(rule.code ?? 'unavailable', rule.message ?? `Injected failure: ${op}`);
  }
}
