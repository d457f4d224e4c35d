/**
 * The steps scripts/backups.mjs takes, as data: each command (gcloud's own), why it is there, and
 * the read that shows it is already done.
 */

/** Where the nightly content exports go in the Storage bucket (the backUpContent function writes them). */
export const BACKUP_FOLDER = 'backups';
/** Exports older than this are deleted by the bucket itself, beyond the function's own "keep 30". */
export const EXPORT_LIFETIME_DAYS = 45;

const database = '--database=(default)';

/** A command as a person would type it in a shell. */
export const shellLine = (argv) => argv.map((arg) => (/^[\w=./:,@%+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`)).join(' ');

export function backupPlan({ project, bucket, lifecycleFile }) {
  const at = `--project=${project}`;
  return [
    {
      why: 'Managed backup every day, kept 7 days (the longest a daily schedule keeps)',
      check: ['gcloud', 'firestore', 'backups', 'schedules', 'list', database, at, '--format=json'],
      present: '"dailyRecurrence"',
      command: ['gcloud', 'firestore', 'backups', 'schedules', 'create', database, '--recurrence=daily', '--retention=7d', at],
    },
    {
      why: 'Managed backup every Sunday, kept 14 weeks (the longest a weekly schedule keeps)',
      check: ['gcloud', 'firestore', 'backups', 'schedules', 'list', database, at, '--format=json'],
      present: '"SUNDAY"',
      command: [
        'gcloud',
        'firestore',
        'backups',
        'schedules',
        'create',
        database,
        '--recurrence=weekly',
        '--day-of-week=SUN',
        '--retention=14w',
        at,
      ],
    },
    {
      why: 'Point-in-time recovery: any minute of the last 7 days can be read back',
      check: ['gcloud', 'firestore', 'databases', 'describe', database, at, '--format=value(pointInTimeRecoveryEnablement)'],
      present: 'POINT_IN_TIME_RECOVERY_ENABLED',
      command: ['gcloud', 'firestore', 'databases', 'update', database, '--enable-pitr', at],
    },
    {
      why: `Storage deletes nightly exports (${BACKUP_FOLDER}/) after ${EXPORT_LIFETIME_DAYS} days (this replaces the bucket's lifecycle rules)`,
      check: ['gcloud', 'storage', 'buckets', 'describe', `gs://${bucket}`, at, '--format=json(lifecycle_config)'],
      present: `"${BACKUP_FOLDER}/"`,
      file: {
        path: lifecycleFile,
        content: { rule: [{ action: { type: 'Delete' }, condition: { age: EXPORT_LIFETIME_DAYS, matchesPrefix: [`${BACKUP_FOLDER}/`] } }] },
      },
      command: ['gcloud', 'storage', 'buckets', 'update', `gs://${bucket}`, `--lifecycle-file=${lifecycleFile}`, at],
    },
  ];
}
