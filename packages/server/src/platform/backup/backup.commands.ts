// `npm run admin -- backup <folder>` (inside the running server through its admin socket, or in the admin process
// when none runs) and `restore <folder> [--force]` (only with the server stopped: it replaces the database files).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AdminCommand, AdminError } from '../../admin/admin-command.ts';
import type { Config } from '../../config.ts';
import { BackupRefused, restoreBackup, takeBackup } from './backup.ts';

const S3_NOTE =
  'Media live in the S3 bucket (S3_BUCKET) and are not in this backup: keep the bucket versioned or replicated ' +
  '(docs/OPERATIONS.md "Backups").';

/** Folder words made absolute by the CLI (the server's working folder may not be the operator's). */
export function absoluteFolderArgs(argv: string[]): string[] {
  if (argv[0] !== 'backup' && argv[0] !== 'restore') return argv;
  return argv.map((word, i) =>
    i > 0 && !word.startsWith('-') && argv[i - 1] !== '--by' ? path.resolve(word) : word,
  );
}

function oneFolder(positionals: string[], usage: string): string {
  const [folder, ...extra] = positionals;
  if (!folder || extra.length > 0) throw new AdminError(`Give one folder: npm run admin -- ${usage}`);
  return path.resolve(folder);
}

const backupCommand: AdminCommand = {
  name: 'backup',
  usage: '<folder>',
  summary:
    'Copies the embedded database, the media folder and secrets.json into a new folder (server running or not).',
  async run({ app, out }, { positionals }) {
    const folder = oneFolder(positionals, 'backup <folder>');
    const source = app.services.backup;
    try {
      const done = await takeBackup(source, folder);
      out(
        `Backed up to ${done.folder} in ${done.ms} ms: database ${Math.round(done.dbBytes / 1024)} KiB, ` +
          `${done.mediaFiles} media files, secrets.json ${done.secrets ? 'included' : 'not found'}.`,
      );
      if (!source.mediaDir) out(S3_NOTE);
      out('The folder holds secrets.json and personal data: keep it as safe as the server.');
    } catch (err) {
      if (err instanceof BackupRefused) throw new AdminError(err.message);
      throw err;
    }
  },
};

const restoreCommand: AdminCommand = {
  name: 'restore',
  usage: '<folder> [--force]',
  summary:
    'Restores a backup into DATA_DIR; only while no server runs on it, and into an empty one unless --force.',
  flags: ['force'],
  async run() {
    // Reached only through a running server's admin socket: the admin CLI restores by itself (restoreFromCli).
    throw new AdminError('A server is running on this DATA_DIR: stop it, then run restore again.');
  },
};

export const BACKUP_COMMANDS: AdminCommand[] = [backupCommand, restoreCommand];

/** The CLI's restore, with the server stopped: lines to print and the exit status. */
export async function restoreFromCli(
  config: Pick<Config, 'dataDir' | 'db' | 'storage'>,
  args: string[],
): Promise<{ lines: string[]; status: number }> {
  let folder: string;
  let force: boolean;
  try {
    const parsed = parseArgs({
      args,
      options: { force: { type: 'boolean' }, by: { type: 'string' } },
      allowPositionals: true,
    });
    folder = oneFolder(parsed.positionals, 'restore <folder> [--force]');
    force = parsed.values.force === true;
  } catch (err) {
    return { lines: [err instanceof Error ? err.message : String(err)], status: 1 };
  }
  if (config.db.kind === 'pg') {
    return {
      lines: [
        'This server keeps its data in PostgreSQL (DATABASE_URL): restore with pg_restore or the provider’s ' +
          'point-in-time recovery; see docs/OPERATIONS.md "Backups".',
      ],
      status: 1,
    };
  }
  const mediaDir = config.storage.kind === 'fs' ? config.storage.dir : null;
  try {
    const dbDir = config.db.dir ?? path.join(config.dataDir, 'db');
    const done = await restoreBackup(folder, { dataDir: config.dataDir, dbDir, mediaDir }, force);
    return {
      lines: [
        `Restored ${folder} into ${config.dataDir}: the database, ${done.mediaFiles} media files, secrets.json ${done.secrets ? 'included' : 'absent from the backup (new keys will be made)'}.`,
        ...(done.setAside ? [`What DATA_DIR held before is in ${done.setAside}.`] : []),
        ...(mediaDir ? [] : [S3_NOTE]),
      ],
      status: 0,
    };
  } catch (err) {
    if (err instanceof BackupRefused) return { lines: [err.message], status: 1 };
    return { lines: [`Failed: ${err instanceof Error ? err.message : String(err)}`], status: 2 };
  }
}
