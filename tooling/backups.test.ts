/**
 * `npm run backups -- --dry-run`: what the backup set-up would run on a project, printed and not run
 * (the commands need Google's cloud, which no test here reaches).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const backups = (...args: string[]) => spawnSync(process.execPath, [join(root, 'scripts', 'backups.mjs'), ...args], { encoding: 'utf8' });

describe('the backup set-up', () => {
  it('prints each gcloud command it would run, with why and how it sees the step is done, and changes nothing', () => {
    const run = backups('--dry-run', '--project', 'jane-portfolio');
    expect(run.status).toBe(0);
    const commands = run.stdout.split('\n').filter((line) => line.startsWith('$ '));
    expect(commands.filter((line) => !line.includes('(skips the next command'))).toEqual([
      "$ gcloud firestore backups schedules create '--database=(default)' --recurrence=daily --retention=7d --project=jane-portfolio",
      "$ gcloud firestore backups schedules create '--database=(default)' --recurrence=weekly --day-of-week=SUN --retention=14w --project=jane-portfolio",
      "$ gcloud firestore databases update '--database=(default)' --enable-pitr --project=jane-portfolio",
      expect.stringMatching(
        /^\$ gcloud storage buckets update gs:\/\/jane-portfolio\.firebasestorage\.app --lifecycle-file=\S+lifecycle\.json --project=jane-portfolio$/,
      ),
    ]);
    expect(commands.filter((line) => line.includes('(skips the next command'))).toHaveLength(4);
    expect(run.stdout).toContain('# Point-in-time recovery: any minute of the last 7 days can be read back');
    expect(run.stdout).toContain('{"rule":[{"action":{"type":"Delete"},"condition":{"age":45,"matchesPrefix":["backups/"]}}]}');
    expect(run.stdout.trimEnd().split('\n').pop()).toBe('Nothing was changed.');
  });

  it('asks for a project rather than touch the demo one', () => {
    const run = backups('--dry-run');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Name your project: npm run backups -- --project your-project-id');
  });
});
