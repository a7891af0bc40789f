/**
 * People CSV import benchmark (issue 12: files up to 50,000 rows). It generates the same
 * deterministic file as the 50,000-row import test (`tests/support/people-csv.ts`: new people
 * with sites, departments, managers, roles and tags), then through the real API of a server
 * on this machine: previews it, commits it (a background job past 2,000 rows), follows the
 * job's progress to the end, checks the people are there, and commits the same file again
 * (nothing may change). It prints each step's time, rows per second and the counts.
 *
 * Without `--url` it starts its own server on a fresh data folder (paying for the seats the file
 * needs) and stops it at the end. With `--url`, the organisation must have the seats.
 *
 *   npm run bench:people-import -- [--url https://localhost:5443]
 *                                  [--email admin@demo.changecraft.test] [--rows 50000]
 *                                  [--domain import-bench.example.com]
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importsPaths } from '../../contract/people/imports';
import type { PeopleImportSummary } from '../../contract/people/imports.schema';
import { peopleCsv } from '../../tests/support/people-csv';
import pg from 'pg';
import { exited, freePort, freshDataDir, ownerDatabaseUrl, startServer } from '../support/server';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    email: { type: 'string', default: 'admin@demo.changecraft.test' },
    rows: { type: 'string', default: '50000' },
    domain: { type: 'string', default: 'import-bench.example.com' },
  },
});
const rowCount = Number(values.rows);
const root = path.resolve(import.meta.dirname, '../..');
// The local certificate is signed by the data folder's own authority; trust it for this process.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const out = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function mintToken(email: string, dataDir: string | undefined, origin: string): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/token.ts', email, '--expires-in', '3600'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PUBLIC_URL: origin, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    },
  ).trim();
}

async function api<T>(origin: string, token: string, route: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(new URL(`/api/v1/${route}`, origin), {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
    signal: AbortSignal.timeout(300_000),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${text.slice(0, 500)}`);
  return { status: res.status, body: JSON.parse(text) as T, ms };
}

function upload(csv: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'people-bench.csv');
  return form;
}

async function follow(origin: string, token: string, id: number): Promise<PeopleImportSummary> {
  // Bounded: a 50,000-row job that has not finished in fifteen minutes is a failure.
  const deadline = Date.now() + 15 * 60_000;
  let lastPrinted = 0;
  while (Date.now() < deadline) {
    const { body } = await api<PeopleImportSummary>(origin, token, importsPaths.detail(id));
    if (body.status !== 'running') return body;
    if (Date.now() - lastPrinted > 5000) {
      out(
        `  … ${body.processed_rows.toLocaleString('en')} of ${body.total_rows.toLocaleString('en')} rows`,
      );
      lastPrinted = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Import ${id} was still running after fifteen minutes.`);
}

async function bench(origin: string, token: string) {
  const names = async (list: string) =>
    (await api<{ name: string; archived?: boolean }[]>(origin, token, `${list}/`)).body
      .filter((e) => !e.archived)
      .map((e) => e.name)
      .sort();
  const csv = peopleCsv({
    rows: rowCount,
    sites: await names('reporting-site'),
    departments: await names('departments'),
    domain: values.domain,
  });
  out(`File: ${rowCount.toLocaleString('en')} rows, ${(csv.length / 1e6).toFixed(1)} MB`);
  out(`Load average before: ${load()}`);

  const preview = await api<PeopleImportSummary>(origin, token, importsPaths.preview(), {
    method: 'POST',
    body: upload(csv),
  });
  const p = preview.body;
  out(
    `Preview: ${seconds(preview.ms)} (${p.created} created, ${p.updated} updated, ${p.unchanged} unchanged, ${p.rejected} rejected)`,
  );

  const started = performance.now();
  const commit = await api<PeopleImportSummary>(origin, token, importsPaths.commit(), {
    method: 'POST',
    body: upload(csv),
  });
  out(`Commit accepted: ${commit.status} in ${seconds(commit.ms)}`);
  const done =
    commit.body.status === 'running' ? await follow(origin, token, commit.body.id) : commit.body;
  const total = performance.now() - started;
  out(
    `Import ${done.status}: ${seconds(total)} from upload to done, ${Math.round(rowCount / (total / 1000)).toLocaleString('en')} rows/s` +
      ` (${done.created} created, ${done.updated} updated, ${done.unchanged} unchanged, ${done.rejected} rejected)`,
  );
  if (done.error) out(`  error: ${done.error}`);
  const people = await api<{ count: number }>(
    origin,
    token,
    `user_profiles/?search=person&page_size=1`,
  );
  out(`People whose e-mail starts with "person": ${people.body.count.toLocaleString('en')}`);
  out(`Load average after: ${load()}`);

  const again = await api<PeopleImportSummary>(origin, token, importsPaths.commit(), {
    method: 'POST',
    body: upload(csv),
  });
  const a = again.body;
  out(
    `Same file again: ${again.status} ${a.status} in ${seconds(again.ms)} (${a.created} created, ${a.updated} updated, ${a.unchanged} unchanged)`,
  );
  const ok =
    done.status === 'committed' &&
    done.created + done.updated + done.unchanged === rowCount &&
    a.created + a.updated === 0;
  out(ok ? 'OK' : 'FAILED: the import did not apply every row, or the second run changed people.');
  if (!ok) process.exitCode = 1;
}

/**
 * Seats come from the organisation's plan: on its own fresh server the bench pays for a seat
 * for everyone in the file (as an admin would on the billing page), with the owner's rights.
 */
async function paySeats(dataDir: string) {
  const client = new pg.Client({ connectionString: await ownerDatabaseUrl(dataDir) });
  await client.connect();
  try {
    await client.query(
      `UPDATE subscriptions SET status = 'active', seats = seats + $2
       WHERE organisation_id = (SELECT organisation_id FROM user_profiles WHERE email = $1)`,
      [values.email, rowCount],
    );
  } finally {
    await client.end();
  }
}

if (values.url) {
  const origin = new URL(values.url).origin;
  if (!['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname)) {
    throw new Error('This benchmark only sends requests to a server on this machine.');
  }
  await bench(origin, mintToken(values.email, process.env.DATA_DIR, origin));
} else {
  const dataDir = await freshDataDir();
  const port = await freePort();
  out(`Starting a server on ${dataDir} (port ${port})…`);
  const server = await startServer(dataDir, port);
  try {
    await paySeats(dataDir);
    await bench(server.origin, mintToken(values.email, dataDir, server.origin));
  } finally {
    server.process.kill('SIGINT');
    await exited(server.process);
    await rm(dataDir, { recursive: true, force: true });
  }
}
