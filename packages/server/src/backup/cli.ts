import { loadConfig } from '../config';
import { createBackup, restoreBackup } from './backup';

/**
 * npm run backup [-- --out <file.tar.gz | folder>]      (default folder: BACKUP_DIR, else ./backups)
 * npm run restore -- <archive.tar.gz> [--force]
 *
 * Both read DATABASE_URL and DATA_DIR as the server does. Backup runs beside a serving server;
 * restore wants the server stopped.
 */
const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
const installation = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function option(name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const started = Date.now();
  if (command === 'backup') {
    const { file, manifest } = await createBackup(installation, option('--out') ?? process.env.BACKUP_DIR ?? 'backups');
    const db = manifest.files[0]!;
    console.log(
      `Backed up the ${manifest.database.engine} database (${mb(db.bytes)}) and ${manifest.uploads.count} uploads (${mb(manifest.uploads.bytes)}) to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return;
  }
  if (command === 'restore') {
    const archive = args.find((a) => !a.startsWith('--'));
    if (!archive) throw new Error('Name the archive to restore: npm run restore -- backups/tilth-….tar.gz [--force]');
    const { manifest, setAside } = await restoreBackup(installation, archive, { force: args.includes('--force') });
    console.log(
      `Restored the ${manifest.database.engine} database and ${manifest.uploads.count} uploads from the backup of ${manifest.createdAt} (Tilth ${manifest.appVersion}).`,
    );
    for (const kept of setAside) console.log(`What was there before is kept at ${kept}.`);
    console.log('Start the server: it applies any newer migrations.');
    return;
  }
  throw new Error('Usage: npm run backup [-- --out <file.tar.gz|folder>]  |  npm run restore -- <archive.tar.gz> [--force]');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
