/**
 * Crash benchmark (issue "Scale", §4): 100 concurrent writers create projects and changes (each
 * change with three impact attributes) against a real server on a fresh data folder, while the
 * script, half-way through each round, does one of:
 *   1. `kill -9` of the Node server, then starts it again on the same folder;
 *   2. `kill -9` of the embedded PostgreSQL postmaster (the server must answer 503 meanwhile and
 *      recover on its own);
 *   3. Ctrl-C (SIGINT) of the server, which must drain the requests in flight, then a restart.
 * After each round it reads the database as its owner and prints, per round: the writes answered
 * 2xx, those refused (503) or cut off, any 500, how many acknowledged writes are missing (lost)
 * and how many rows are half-built (a project without its creator on the team, a change without
 * its three attributes). In the two kill -9 rounds it also queues background work just before the
 * crash (20 emails scheduled for now, sent by the per-minute send job, and a deck export, a job
 * enqueued by its request) and prints whether each ran, and ran once (bench/crash/jobs.ts).
 * Exit code 1 when anything is lost or half-written, or a job was lost or ran twice.
 *
 *   npm run bench:crash -- [--writers 100] [--seconds 10]
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  call,
  exited,
  freePort,
  freshDataDir,
  ownerDatabaseUrl,
  postmasterPid,
  startServer,
  type RunningServer,
} from '../support/server';
import { countOnce, jobsOutcome, queueJobs, type JobsTally } from './jobs';

const { values } = parseArgs({
  options: {
    writers: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
  },
});
const writers = Number(values.writers);
const seconds = Number(values.seconds);
const root = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'manager@demo.changecraft.test';
const ATTRIBUTES = [
  { kind: 'CHANGE_OVERALL_IMPACT', rating: 'HIGH' },
  { kind: 'CHANGE_IMPACTED_EMPLOYEE_REACH', audience_band: '21-50' },
  { kind: 'CHANGE_ORGANISATION_REACH', rating: 'LOW' },
];

type Crash = 'kill -9 server' | 'kill -9 postgres' | 'Ctrl-C server';

interface Tally {
  round: Crash;
  ok: number;
  refused: number;
  cutOff: number;
  refusedConnections: number;
  serverErrors: number;
  other: number;
  projects: number[];
  changes: number[];
}

function mintToken(dataDir: string): string {
  const out = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/token.ts', EMAIL, '--expires-in', '3600'],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (out.status !== 0) throw new Error(`npm run token failed: ${out.stderr}`);
  return out.stdout.trim();
}

/** One writer: a project, then a change in it, again and again until the round ends. */
async function writer(
  id: number,
  server: () => RunningServer,
  token: string,
  until: number,
  tally: Tally,
): Promise<void> {
  let n = 0;
  const count = (status: number) => {
    if (status >= 200 && status < 300) tally.ok += 1;
    else if (status === 503) tally.refused += 1;
    else if (status >= 500) tally.serverErrors += 1;
    else tally.other += 1;
  };
  while (Date.now() < until) {
    n += 1;
    const name = `crash-${tally.round}-${id}-${n}`;
    try {
      const project = await call(server().origin, 'POST', '/api/v1/projects/', token, { name });
      count(project.status);
      if (project.status !== 201) {
        await sleep(100);
        continue;
      }
      const projectId = (project.body as { id: number }).id;
      tally.projects.push(projectId);
      const change = await call(
        server().origin,
        'POST',
        `/api/v1/projects/${projectId}/changes/`,
        token,
        { name, impact_attributes: ATTRIBUTES },
      );
      count(change.status);
      if (change.status === 201) tally.changes.push((change.body as { id: number }).id);
    } catch (err) {
      // Refused: no server listening (restarting). Anything else: cut off mid-request.
      if ((err as { code?: string }).code === 'ECONNREFUSED') tally.refusedConnections += 1;
      else tally.cutOff += 1;
      await sleep(100);
    }
  }
}

async function verify(dataDir: string, tally: Tally) {
  // Read again each time: a restarted embedded PostgreSQL may listen on another port.
  const client = new pg.Client({ connectionString: await ownerDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const projects = await client.query<{ id: number }>(
      'SELECT id FROM projects WHERE id = ANY($1::int[])',
      [tally.projects],
    );
    const changes = await client.query<{ id: number }>(
      'SELECT id FROM changes WHERE id = ANY($1::int[])',
      [tally.changes],
    );
    const teamless = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM projects p WHERE p.name LIKE $1
         AND NOT EXISTS (SELECT 1 FROM project_team_members m WHERE m.project_id = p.id)`,
      [`crash-${tally.round}-%`],
    );
    const partial = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM changes c WHERE c.name LIKE $1
         AND (SELECT count(*) FROM change_impact_attributes a WHERE a.change_id = c.id) <> $2`,
      [`crash-${tally.round}-%`, ATTRIBUTES.length],
    );
    return {
      lost:
        tally.projects.length - projects.rows.length + (tally.changes.length - changes.rows.length),
      halfWritten: Number(teamless.rows[0]?.n ?? 0) + Number(partial.rows[0]?.n ?? 0),
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const dataDir = await freshDataDir();
  const port = await freePort();
  process.stdout.write(`Starting a server on ${dataDir} (port ${port})…\n`);
  let server = await startServer(dataDir, port);
  const token = mintToken(dataDir);
  const rows: (Tally & { lost: number; halfWritten: number; recoveredIn: number })[] = [];
  const jobRows: JobsTally[] = [];
  try {
    for (const round of ['kill -9 server', 'kill -9 postgres', 'Ctrl-C server'] as Crash[]) {
      const tally: Tally = {
        round,
        ok: 0,
        refused: 0,
        cutOff: 0,
        refusedConnections: 0,
        serverErrors: 0,
        other: 0,
        projects: [],
        changes: [],
      };
      process.stdout.write(`Round "${round}": ${writers} writers for ${seconds} s…\n`);
      const until = Date.now() + seconds * 1000;
      const running = Array.from({ length: writers }, (_, i) =>
        writer(i, () => server, token, until, tally),
      );
      await sleep((seconds * 1000) / 2);
      // Background work queued just before the crash: scheduled sends and a deck export.
      const queued = round === 'Ctrl-C server' ? undefined : await queueJobs(server, token, round);
      const sentBeforeCrash = queued
        ? queued.subjects.length - (await countOnce(dataDir, queued)).unsent
        : 0;
      const crashedAt = Date.now();
      if (round === 'kill -9 postgres') {
        process.kill(await postmasterPid(dataDir), 'SIGKILL');
        // The server restarts PostgreSQL by itself: wait until a read works again.
        let back = false;
        for (const started = Date.now(); !back && Date.now() - started < 120_000;) {
          const r = await call(server.origin, 'GET', '/api/v1/projects/?page_size=1', token).catch(
            () => undefined,
          );
          back = r?.status === 200;
          if (!back) await sleep(200);
        }
        if (!back) {
          throw new Error(
            `The server did not recover from PostgreSQL's crash within 2 minutes:\n${server.stderr.join('').slice(-3000)}`,
          );
        }
      } else {
        server.process.kill(round === 'Ctrl-C server' ? 'SIGINT' : 'SIGKILL');
        const code = await exited(server.process, 120_000);
        if (round === 'Ctrl-C server') {
          const took = ((Date.now() - crashedAt) / 1000).toFixed(1);
          process.stdout.write(
            code === 0
              ? `  Ctrl-C: stopped cleanly in ${took} s\n`
              : `  Ctrl-C: did not stop cleanly within 2 minutes (${String(code)})\n`,
          );
        }
        server = await startServer(dataDir, port);
      }
      const recoveredIn = (Date.now() - crashedAt) / 1000;
      await Promise.all(running);
      if (tally.serverErrors > 0) {
        const errors = [...new Set(server.stderr.filter((l) => l.includes('"level":')))];
        process.stdout.write(`  5xx causes (server log):\n${errors.slice(0, 5).join('\n')}\n`);
      }
      rows.push({ ...tally, ...(await verify(dataDir, tally)), recoveredIn });
      if (queued) {
        process.stdout.write('  waiting for the queued jobs (the send job ticks every minute)…\n');
        jobRows.push(await jobsOutcome(dataDir, round, queued, sentBeforeCrash));
      }
    }
  } finally {
    server.process.kill('SIGINT');
    await exited(server.process);
    await rm(dataDir, { recursive: true, force: true });
  }

  process.stdout.write(
    `\n${writers} writers, ${seconds} s per round, crash half-way through each round\n\n`,
  );
  process.stdout.write(
    'round              2xx    503  no server  cut off  5xx other  back in  lost  half-written\n',
  );
  for (const r of rows) {
    process.stdout.write(
      `${r.round.padEnd(17)} ${String(r.ok).padStart(5)} ${String(r.refused).padStart(6)} ${String(r.refusedConnections).padStart(10)} ${String(r.cutOff).padStart(8)} ${String(r.serverErrors).padStart(4)} ${String(r.other).padStart(5)} ${`${r.recoveredIn.toFixed(1)} s`.padStart(8)} ${String(r.lost).padStart(5)} ${String(r.halfWritten).padStart(13)}\n`,
    );
  }
  process.stdout.write(
    '\njobs queued before the crash   emails  sent before  unsent  sent twice  exports  not built  built twice  waited\n',
  );
  for (const j of jobRows) {
    process.stdout.write(
      `${j.crash.padEnd(29)} ${String(j.emails).padStart(7)} ${String(j.sentBeforeCrash).padStart(12)} ${String(j.unsent).padStart(7)} ${String(j.sentTwice).padStart(11)} ${String(j.exportsQueued).padStart(8)} ${String(j.exportsNotBuilt).padStart(10)} ${String(j.exportsBuiltTwice).padStart(12)} ${`${j.waitedSeconds.toFixed(0)} s`.padStart(7)}\n`,
    );
  }
  const jobsBad = jobRows.some(
    (j) => j.unsent > 0 || j.sentTwice > 0 || j.exportsNotBuilt > 0 || j.exportsBuiltTwice > 0,
  );
  const bad = rows.some((r) => r.lost > 0 || r.halfWritten > 0) || jobsBad;
  process.stdout.write(
    bad
      ? '\nFAILED: acknowledged writes were lost or half-written, or a job was lost or ran twice.\n'
      : '\n0 lost, 0 half-written; every queued job ran, once.\n',
  );
  process.exitCode = bad ? 1 : 0;
}

await main();
