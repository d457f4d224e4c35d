/**
 * The query recorder (scripts/firestore-query-recorder.mjs) in front of the real Firestore emulator:
 * every SDK the product uses has its queries written down as Firestore runs them, the clients get
 * their answers as without it, and the deploy check finds the ones production has no index for.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'recorded-queries-'));
const log = join(scratch, 'queries');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A port nothing listens on: this run shares no port (and so no lock) with any other emulator run. */
const freePort = () =>
  new Promise<number>((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });

describe('the Firestore query recorder', () => {
  it("writes down each SDK's queries, and the deploy check names the indexes they lack", async () => {
    const config = join(scratch, 'firebase.json');
    writeFileSync(
      config,
      JSON.stringify({ emulators: { singleProjectMode: true, firestore: { host: '127.0.0.1', port: await freePort() } } }),
    );
    const run = spawnSync(
      process.execPath,
      ['scripts/emulators.mjs', 'exec', '--only', 'firestore', '--config', config, '--', 'node tooling/fixtures/run-queries.mjs'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, PORTFOLIO_QUERY_LOG: log },
      },
    );
    expect(run.status, run.stdout + run.stderr).toBe(0);

    const recorded = readdirSync(log).flatMap((file) =>
      readFileSync(join(log, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { collection: string; via: string; group: boolean; filters: { field: string; op: string }[] }),
    );
    const seen = recorded.map(
      (q) => `${q.via} ${q.group ? 'group ' : ''}${q.collection} ${q.filters.map((f) => `${f.field} ${f.op}`).join(', ')}`,
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        'grpc blog_posts published EQUAL', // firebase-admin, as the functions query
        'grpc group comments approved EQUAL',
        'grpc projects status EQUAL', // an OR query: one shape per branch
        'grpc projects is_featured EQUAL',
        'rest skills level GREATER_THAN_OR_EQUAL', // the lite web SDK, as visitors' pages read
        'grpc resume_data type EQUAL', // the full web SDK's listener
      ]),
    );

    const check = spawnSync(process.execPath, ['scripts/deploy-check.mjs', '--repository-only', '--queries', log], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(check.stdout).toContain('FAIL  indexes: production has no index for the query group comments where approved EQUAL');
    expect(check.stdout).toContain(
      'FAIL  indexes: production has no index for the query projects where is_featured EQUAL order by sort_order ASCENDING',
    );
    expect(check.stdout).toContain(
      'FAIL  indexes: production has no index for the query skills where level GREATER_THAN_OR_EQUAL order by name ASCENDING',
    );
    expect(check.stdout).not.toContain('blog_posts where published EQUAL order by created_at DESCENDING');
    expect(check.status).toBe(1);
  });
});
