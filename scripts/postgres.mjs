// Finds a PostgreSQL server for the integration tests, in this order: TEST_DATABASE_URL; a server on
// 127.0.0.1:5432 (these machines run one, database `test`); a throwaway cluster started from Debian's
// binaries (apt-get install postgresql), removed again when the tests end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function debianBinaries() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : undefined;
}

function run(command, args, asPostgres) {
  const full = asPostgres ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(full[0], full[1], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export async function startThrowawayCluster() {
  const bin = debianBinaries();
  if (!bin) {
    throw new Error(
      'No PostgreSQL for the integration tests: TEST_DATABASE_URL is not set, nothing answers on 127.0.0.1:5432, ' +
        'and PostgreSQL binaries are missing (/usr/lib/postgresql/*/bin). Install them with: apt-get install -y postgresql',
    );
  }
  // initdb refuses to run as root, so as root the cluster belongs to the postgres system user.
  const asPostgres = userInfo().uid === 0;
  const folder = mkdtempSync(path.join(tmpdir(), 'taxatlas-pg-'));
  chmodSync(folder, 0o777);
  const dataDir = path.join(folder, 'data');
  const port = 54329;
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], asPostgres);
  run(
    path.join(bin, 'pg_ctl'),
    ['-D', dataDir, '-w', '-l', path.join(folder, 'log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder}`, 'start'],
    asPostgres,
  );
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query('create database test');
  await client.end();
  console.log(`Started a throwaway PostgreSQL cluster on 127.0.0.1:${port} (${bin}).`);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/test`,
    stop() {
      spawnSync(
        asPostgres ? 'runuser' : path.join(bin, 'pg_ctl'),
        asPostgres
          ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', 'stop']
          : ['-D', dataDir, '-m', 'fast', 'stop'],
      );
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Resolves { url, stop() } for a PostgreSQL database the tests may create databases in. */
export async function findPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  for (const user of ['postgres', userInfo().username]) {
    const url = `postgresql://${user}@127.0.0.1:5432/test`;
    if (await answers(url)) return { url, stop() {} };
  }
  return startThrowawayCluster();
}
