import type { BackupBucket } from '../../src/backup/nightly-export.js';

/** A bucket in memory, for what would write to Cloud Storage (no Storage emulator runs here). */
export function memoryBucket(): BackupBucket & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    files,
    write: async (name, text) => void files.set(name, text),
    list: async (prefix) => [...files.keys()].filter((name) => name.startsWith(prefix)),
    remove: async (name) => void files.delete(name),
  };
}
