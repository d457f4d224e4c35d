// Types for stack.mjs, imported by tooling/stack-lifecycle.stack.test.ts.
export type PortSet = Record<
  'hosting' | 'functions' | 'firestore' | 'auth' | 'hub' | 'logging' | 'eventarc' | 'tasks' | 'smtp' | 'scheduler',
  number
>;
export declare const PORT_SETS: Record<'dev' | 'test' | 'w1' | 'w2', PortSet>;
