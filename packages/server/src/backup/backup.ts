import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { APP_VERSION } from '@tilth/domain';
import { openDatabase, SqliteDatabase, type Engine } from '../db/database';
import { extractTarGz, sha256File, writeTarGz, type TarEntry } from './tar';

const run = promisify(execFile);

/**
 * Backups of a Tilth installation: the database (SQLite through its online backup API while the
 * server keeps serving; PostgreSQL with pg_dump -Fc) and every upload under DATA_DIR/uploads, in one
 * .tar.gz with a manifest of each file's size and SHA-256. Restore checks the manifest before it
 * touches anything, and refuses to overwrite data unless told to (README "Backups").
 */

export const MANIFEST = 'manifest.json';
const FORMAT = 'tilth-backup';
const FORMAT_VERSION = 1;

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  database: { engine: Engine; file: string; migrations: string[] };
  uploads: { count: number; bytes: number };
  files: ManifestFile[];
}

export interface Installation {
  databaseUrl: string;
  dataDir: string;
}

const SQLITE_FILE = 'database.sqlite';
const PGDUMP_FILE = 'database.pgdump';

const engineOf = (url: string): Engine => (/^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite');
const sqlitePath = (url: string) => path.resolve(url.slice('sqlite:'.length));
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** A PostgreSQL client program: $PG_BIN/<name>, else the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name;
}

/** The URL for libpq with its password moved to PGPASSWORD, so it never shows in the process list. */
function libpqTarget(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const match = /^(postgres(?:ql)?:\/\/)([^:@/]*):([^@/]*)@(.*)$/.exec(url);
  if (!match) return { url, env: process.env };
  const [, scheme, user, password, rest] = match;
  return { url: `${scheme}${user}@${rest}`, env: { ...process.env, PGPASSWORD: decodeURIComponent(password!) } };
}

async function listFiles(folder: string): Promise<string[]> {
  if (!fs.existsSync(folder)) return [];
  const entries = await fs.promises.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

async function manifestFile(archivePath: string, source: string): Promise<ManifestFile> {
  return { path: archivePath, bytes: (await fs.promises.stat(source)).size, sha256: await sha256File(source) };
}

/** Copies a live SQLite database with the online backup API: a consistent copy while the server writes. */
async function backupSqlite(file: string, target: string): Promise<string[]> {
  if (!fs.existsSync(file)) throw new Error(`There is no SQLite database at ${file} (DATABASE_URL).`);
  const source = new SqliteDatabase(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // After the first step, copy the rest in one step: a write by the server in between restarts the
    // copy, and one step holds a read snapshot that WAL lets the server write beside.
    await source.backup(target, { progress: ({ remainingPages }) => Math.max(100, remainingPages) });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(target, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy of ${file} failed SQLite's integrity check: ${String(check)}`);
    // The copy stands alone: no -wal beside it in the archive.
    copy.pragma('journal_mode = DELETE');
    return (copy.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((r) => r.name);
  } finally {
    copy.close();
  }
}

async function postgresMigrations(url: string): Promise<string[]> {
  const database = openDatabase(url, { statementTimeoutMs: 0 });
  try {
    if (database.raw.engine !== 'postgres') return [];
    const { rows } = await database.raw.pool.query<{ name: string }>('select name from kysely_migration order by name');
    return rows.map((r) => r.name);
  } finally {
    await database.close();
  }
}

async function backupPostgres(url: string, target: string): Promise<string[]> {
  const migrations = await postgresMigrations(url);
  const libpq = libpqTarget(url);
  try {
    await run(pgProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${libpq.url}`], {
      env: libpq.env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`pg_dump failed: ${stderr || (error as Error).message}`, { cause: error });
  }
  return migrations;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

/**
 * Writes one archive of the installation to `out` (a file, or a folder to put
 * tilth-<UTC time>.tar.gz in). The database is copied first, then the uploads: every upload the
 * copied database names is in the archive (a file is written before its row).
 */
export async function createBackup(installation: Installation, out: string, now = new Date()): Promise<BackupResult> {
  const target = out.endsWith('.tar.gz') ? path.resolve(out) : path.resolve(out, `tilth-${stamp(now)}.tar.gz`);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose another name.`);
  const staging = await fs.promises.mkdtemp(path.join(path.dirname(target), '.tilth-backup-'));
  const partial = `${target}.partial`;
  try {
    const engine = engineOf(installation.databaseUrl);
    const dbFile = path.join(staging, engine === 'sqlite' ? SQLITE_FILE : PGDUMP_FILE);
    const migrations =
      engine === 'sqlite'
        ? await backupSqlite(sqlitePath(installation.databaseUrl), dbFile)
        : await backupPostgres(installation.databaseUrl, dbFile);

    const uploadsDir = path.join(installation.dataDir, 'uploads');
    const entries: TarEntry[] = [{ name: path.basename(dbFile), source: dbFile }];
    const files: ManifestFile[] = [await manifestFile(path.basename(dbFile), dbFile)];
    for (const source of await listFiles(uploadsDir)) {
      const name = `uploads/${path.relative(uploadsDir, source).split(path.sep).join('/')}`;
      try {
        files.push(await manifestFile(name, source));
        entries.push({ name, source });
      } catch (error) {
        // Removed since it was listed: it is not in the copied database either, or no longer needed.
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      }
    }
    const uploads = files.filter((f) => f.path.startsWith('uploads/'));
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: APP_VERSION,
      database: { engine, file: path.basename(dbFile), migrations },
      uploads: { count: uploads.length, bytes: uploads.reduce((n, f) => n + f.bytes, 0) },
      files,
    };
    const manifestPath = path.join(staging, MANIFEST);
    await fs.promises.writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    await writeTarGz(partial, [{ name: MANIFEST, source: manifestPath }, ...entries]);
    await fs.promises.rename(partial, target);
    return { file: target, manifest };
  } finally {
    await fs.promises.rm(partial, { force: true });
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST);
  if (!fs.existsSync(file)) throw new Error('This is not a Tilth backup: it has no manifest.json.');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error('This is not a Tilth backup: its manifest is of another format.');
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new Error(`This backup was made by a newer Tilth (format ${manifest.formatVersion}); restore it with that version.`);
  }
  return manifest;
}

function verify(manifest: Manifest, extracted: { name: string; bytes: number; sha256: string }[]): void {
  const found = new Map(extracted.map((f) => [f.name, f]));
  for (const file of manifest.files) {
    const got = found.get(file.path);
    if (!got) throw new Error(`The backup is incomplete: ${file.path} is missing.`);
    if (got.bytes !== file.bytes || got.sha256 !== file.sha256)
      throw new Error(`The backup is damaged: ${file.path} does not match its checksum.`);
  }
  const listed = new Set([MANIFEST, ...manifest.files.map((f) => f.path)]);
  const extra = extracted.find((f) => !listed.has(f.name));
  if (extra) throw new Error(`The backup holds a file its manifest doesn't list: ${extra.name}.`);
}

async function postgresHasTables(url: string): Promise<boolean> {
  const database = openDatabase(url, { statementTimeoutMs: 0 });
  try {
    if (database.raw.engine !== 'postgres') return false;
    const { rows } = await database.raw.pool.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await database.close();
  }
}

/** Moves a file or folder aside as <name>.before-restore-<time>, when it exists. */
async function setAside(target: string, suffix: string): Promise<string | null> {
  if (!fs.existsSync(target)) return null;
  const aside = `${target}.before-restore-${suffix}`;
  await fs.promises.rename(target, aside);
  return aside;
}

async function move(from: string, to: string): Promise<void> {
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    await fs.promises.cp(from, to, { recursive: true });
    await fs.promises.rm(from, { recursive: true, force: true });
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** What was there before, moved aside (SQLite file, uploads folder), when --force replaced it. */
  setAside: string[];
}

/**
 * Restores an archive into the installation (stop the server first). Refuses a database or uploads
 * folder that already holds data unless `force`, in which case the old SQLite file and uploads folder
 * are moved aside (…before-restore-<time>) and PostgreSQL's tables are replaced (pg_restore --clean, in
 * one transaction). The archive is extracted and every checksum verified before anything is replaced.
 */
export async function restoreBackup(
  installation: Installation,
  archive: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new Error(`There is no backup at ${archive}.`);
  const engine = engineOf(installation.databaseUrl);
  const uploadsDir = path.join(installation.dataDir, 'uploads');
  const dbFile = engine === 'sqlite' ? sqlitePath(installation.databaseUrl) : null;
  if (!options.force) {
    if (dbFile && fs.existsSync(dbFile) && fs.statSync(dbFile).size > 0) {
      throw new Error(`${dbFile} already holds a database; stop the server and add --force to replace it (it is kept aside).`);
    }
    if (engine === 'postgres' && (await postgresHasTables(installation.databaseUrl))) {
      throw new Error('The PostgreSQL database already holds tables; stop the servers and add --force to replace them.');
    }
    if ((await listFiles(uploadsDir)).length > 0) {
      throw new Error(`${uploadsDir} already holds uploads; add --force to replace the folder (it is kept aside).`);
    }
  }
  await fs.promises.mkdir(installation.dataDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(installation.dataDir, '.tilth-restore-'));
  const suffix = stamp(new Date());
  const aside: string[] = [];
  try {
    const extracted = await extractTarGz(archive, staging);
    const manifest = readManifest(staging);
    verify(manifest, extracted);
    if (manifest.database.engine !== engine) {
      throw new Error(
        `This backup is of a ${manifest.database.engine} database; DATABASE_URL names a ${engine} one. Restore it to the same engine.`,
      );
    }
    const stagedDb = path.join(staging, manifest.database.file);
    if (dbFile) {
      await fs.promises.mkdir(path.dirname(dbFile), { recursive: true });
      for (const file of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) {
        const moved = await setAside(file, suffix);
        if (moved) aside.push(moved);
      }
      await move(stagedDb, dbFile);
    } else {
      const libpq = libpqTarget(installation.databaseUrl);
      try {
        await run(
          pgProgram('pg_restore'),
          [
            '--clean',
            '--if-exists',
            '--no-owner',
            '--no-privileges',
            '--single-transaction',
            '--exit-on-error',
            `--dbname=${libpq.url}`,
            stagedDb,
          ],
          { env: libpq.env, maxBuffer: 16 * 1024 * 1024 },
        );
      } catch (error) {
        const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
        throw new Error(`pg_restore failed; nothing was changed: ${stderr || (error as Error).message}`, { cause: error });
      }
    }
    const stagedUploads = path.join(staging, 'uploads');
    const movedUploads = await setAside(uploadsDir, suffix);
    if (movedUploads) {
      if ((await listFiles(movedUploads)).length > 0) aside.push(movedUploads);
      else await fs.promises.rm(movedUploads, { recursive: true, force: true });
    }
    if (fs.existsSync(stagedUploads)) await move(stagedUploads, uploadsDir);
    else await fs.promises.mkdir(uploadsDir, { recursive: true });
    return { manifest, setAside: aside };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
