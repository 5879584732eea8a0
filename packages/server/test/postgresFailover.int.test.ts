import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database';
import { PgCluster } from './helpers/pgCluster';
import { spawnServer, testServerEnv, type ServerProcess } from './helpers/serverProcess';
import { provisionStations, recovery, StationLoad, storedTimes, until, type LoadStation } from './helpers/stationLoad';

/**
 * Issue 31: the server follows a PostgreSQL primary that moves. A primary and a streaming replica
 * (pg_basebackup -R) with synchronous replication, the server given both hosts with
 * target_session_attrs=read-write; the primary dies under load and the replica is promoted.
 */
describe.skipIf(!(await PgCluster.available()))('PostgreSQL failover to a promoted replica, under load', () => {
  let primary: PgCluster;
  let replica: PgCluster;
  let server: ServerProcess;
  let dataDir: string;
  let stations: LoadStation[];
  let readerToken: string;
  let load: StationLoad | null = null;
  let onReplica: Db | null = null;

  beforeAll(async () => {
    primary = await PgCluster.start();
    await primary.query('create database tilth');
    replica = await PgCluster.replicaOf(primary);
    // Synchronous: a commit is acknowledged once the standby has it, so promoting it loses no acknowledged reading.
    await primary.query("alter system set synchronous_standby_names = '*'");
    await primary.query('select pg_reload_conf()');
    await until('the replica to stream synchronously', async () =>
      (await primary.query<{ sync_state: string }>('select sync_state from pg_stat_replication')).some((r) => r.sync_state === 'sync'),
    );
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilth-failover-'));
    const url = `postgres://tilth@${primary.host},${replica.host}/tilth?target_session_attrs=read-write`;
    server = await spawnServer(testServerEnv({ DATABASE_URL: url, DATA_DIR: dataDir }));
    const setup = openDatabase(url, { log: () => {} });
    try {
      // The farm's own user reads (the platform admin may have to give a second factor outside NODE_ENV=test).
      readerToken = await server.signin('farm.user');
      stations = await provisionStations(setup.db, 3);
    } finally {
      await setup.close();
    }
  });
  afterAll(async () => {
    await load?.stop(1000);
    await server?.stop();
    await onReplica?.close();
    await primary?.destroy();
    await replica?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('follows the promoted replica within 10 s and loses no acknowledged reading', async () => {
    load = new StationLoad(server.url, stations, { token: readerToken, path: `/site/${stations[0]!.siteId}/state` });
    load.start();
    await until('the first acknowledged readings', () => load!.acknowledgedCount() >= 150);

    await primary.stopServer('immediate');
    await replica.promote();
    const promoted = Date.now();
    expect(await recovery(load, promoted, server)).toBeLessThan(10_000);
    const before = load.acknowledgedCount();
    await until('more readings on the new primary', () => load!.acknowledgedCount() >= before + 150);
    await load.stop();

    expect(server.alive()).toBe(true);
    expect(server.lines.some((line) => line.includes(`now using ${replica.host}`))).toBe(true);
    const unexpected = load.answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(unexpected.slice(0, 5), `${unexpected.length} unexpected answers`).toEqual([]);
    expect(load.answers.filter((a) => a.status === 503).every((a) => /^\d+$/.test(a.retryAfter ?? ''))).toBe(true);

    // Every reading acknowledged, before and after the failover, is on the promoted replica, once.
    onReplica = openDatabase(replica.url('tilth'), { log: () => {} });
    for (const station of stations) {
      const acknowledged = [...(load.acknowledged.get(station.deviceNum) ?? [])].sort((a, b) => a - b);
      expect(await storedTimes(onReplica, station)).toEqual(acknowledged);
    }
  }, 60_000);
});
