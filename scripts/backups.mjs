#!/usr/bin/env node
/**
 * `npm run backups -- [--dry-run] [--project ID] [--bucket NAME]`: sets up what production needs to
 * recover from a mistake, with Google's own tools (gcloud), printing each command before it runs it
 * (--dry-run prints them only):
 *
 * - Firestore's managed backups: one a day kept 7 days, one a week (Sunday) kept 14 weeks, the longest
 *   each schedule allows. Restoring one makes a new database (docs/deploy.md says how).
 * - Point-in-time recovery: any minute of the last 7 days can be read back or exported.
 * - A lifecycle rule on the Storage bucket: the nightly content exports (backups/, written by the
 *   backUpContent function, which keeps the newest 30) are deleted after 45 days whatever happens.
 *
 * Needs the Google Cloud CLI signed in with a role that may administer Firestore and Storage. Each
 * step is skipped when it is already in place, so running it again changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { BACKUP_FOLDER, backupPlan, shellLine } from './backup-plan.mjs';

const { values: options } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    project: { type: 'string' },
    bucket: { type: 'string' },
  },
});

const project = options.project ?? JSON.parse(readFileSync(new URL('../.firebaserc', import.meta.url), 'utf8')).projects?.default;
if (!project || project.startsWith('demo-')) {
  console.error('Name your project: npm run backups -- --project your-project-id (or point .firebaserc at it: npx firebase use --add)');
  process.exit(2);
}
const bucket = options.bucket ?? `${project}.firebasestorage.app`;
const lifecycleFile = join(mkdtempSync(join(tmpdir(), 'portfolio-lifecycle-')), 'lifecycle.json');
const plan = backupPlan({ project, bucket, lifecycleFile });

console.log(`Backups for ${project} (bucket ${bucket})${options['dry-run'] ? ': the commands, not run (--dry-run)' : ''}\n`);
for (const step of plan) {
  console.log(`# ${step.why}`);
  if (step.check) console.log(`$ ${shellLine(step.check)}    (skips the next command when it shows ${step.present})`);
  if (step.file) console.log(`# ${step.file.path}: ${JSON.stringify(step.file.content)}`);
  console.log(`$ ${shellLine(step.command)}\n`);
  if (options['dry-run']) continue;
  if (step.check) {
    const checked = spawnSync(step.check[0], step.check.slice(1), { encoding: 'utf8' });
    if (checked.status === 0 && checked.stdout.includes(step.present)) {
      console.log('  already in place: skipped\n');
      continue;
    }
  }
  if (step.file) writeFileSync(step.file.path, JSON.stringify(step.file.content, null, 2));
  const ran = spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit' });
  if (ran.error || ran.status !== 0) {
    console.error(
      `\nThat step failed${ran.error ? ` (${ran.error.message})` : ''}. Nothing after it ran; fix it and run the script again.`,
    );
    process.exit(1);
  }
}
console.log(
  options['dry-run']
    ? 'Nothing was changed.'
    : `Done. The nightly export of the content goes to gs://${bucket}/${BACKUP_FOLDER}/ (docs/deploy.md: restoring).`,
);
