// Runs a command against a throw-away PostgreSQL server on loopback, then stops it:
//   node scripts/with-postgres.mjs [--optional] [--set name=value]… <command> [args…]
// With --optional the command still runs (without TEST_DATABASE_URL) where PostgreSQL is missing.
// Each --set is a server setting (e.g. shared_buffers=512MB) over the defaults.
// The command sees TEST_DATABASE_URL. Uses the Debian package's binaries; as root it runs the
// server as the 'postgres' user (PostgreSQL refuses to run as root).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.TEST_PG_PORT ?? 54329);

function findBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

const optional = process.argv[2] === '--optional';
if (optional) process.argv.splice(2, 1);
const settings = [];
while (process.argv[2] === '--set' && process.argv[3]) settings.push(...process.argv.splice(2, 2).slice(1));
if (settings.some((setting) => !/^\w+=[\w.]+$/.test(setting))) {
  console.error(`with-postgres: a setting is name=value, such as shared_buffers=512MB: ${settings.join(' ')}`);
  process.exit(1);
}
const bin = findBin();
if (!bin && optional) {
  console.log('PostgreSQL server binaries not found: running without PostgreSQL (apt-get install -y postgresql adds it)');
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else if (!bin) {
  console.error('PostgreSQL server binaries not found. Install them with: apt-get install -y postgresql');
  process.exit(1);
}

if (bin) runWithPostgres(bin);

function runWithPostgres(bin) {

  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-pg-'));
  const asPostgres = (cmd, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const run = (cmd, args) => {
    const [c, a] = asPostgres(path.join(bin, cmd), args);
    execFileSync(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
  };

  if (isRoot) {
    execFileSync('chown', ['postgres:postgres', dir]);
    chmodSync(dir, 0o700);
  }
  const data = path.join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'server.log'), '-o', `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${settings.map((setting) => ` -c ${setting}`).join('')}`, 'start']);
    started = true;
  } catch (error) {
    console.error('Could not start PostgreSQL:', error instanceof Error ? error.message : error);
    stop();
    process.exit(1);
  }

  const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
  console.log(`PostgreSQL ${path.basename(path.dirname(bin))} running at ${url}`);
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url }, shell: process.platform === 'win32' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
