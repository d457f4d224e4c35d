import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorsBlock, PORT_SETS } from '../scripts/emulator-ports.mjs';

const root = join(import.meta.dirname, '..');

describe('emulator ports, written once', () => {
  it("firebase.json's emulators are the dev port set (the one copy JSON cannot import)", () => {
    const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { emulators: Record<string, unknown> };
    expect(config.emulators).toEqual(emulatorsBlock(PORT_SETS.dev, { without: ['hub', 'logging', 'eventarc', 'tasks'] }));
  });

  it('no two port sets share a port, so stacks from two checkouts and the functions suites can run side by side', () => {
    const owners = new Map<number, string>();
    for (const [set, ports] of Object.entries(PORT_SETS)) {
      for (const [part, port] of Object.entries(ports)) {
        expect(owners.get(port), `${set}.${part} = ${port}`).toBeUndefined();
        owners.set(port, `${set}.${part}`);
      }
    }
  });
});
