export type PortSet = Partial<
  Record<
    'hosting' | 'functions' | 'firestore' | 'auth' | 'storage' | 'hub' | 'logging' | 'eventarc' | 'tasks' | 'smtp' | 'scheduler',
    number
  >
>;
export const PROJECT: string;
export const PORT_SETS: Record<'dev' | 'test' | 'functionsTest' | 'w1' | 'w2', PortSet>;
export function emulatorsBlock(ports: PortSet, options?: { without?: string[] }): Record<string, unknown>;
