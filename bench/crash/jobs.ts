import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { call, ownerDatabaseUrl, type RunningServer } from '../support/server';

/** Scheduled emails per round: each due in 15 s (answers are slow under the writers), so the next minute's send tick takes them all. */
const EMAILS = 20;

export interface JobsTally {
  crash: string;
  emails: number;
  /** Emails already sent when the crash came (the rest waited through it). */
  sentBeforeCrash: number;
  /** Emails still unsent when the wait ended (lost jobs), and emails sent more than once. */
  unsent: number;
  sentTwice: number;
  /** Deck exports queued just before the crash: not built, or built more than once. */
  exportsQueued: number;
  exportsNotBuilt: number;
  exportsBuiltTwice: number;
  waitedSeconds: number;
}

interface Queued {
  subjects: string[];
  projectId: number;
}

/**
 * Queues background work through the API right before a crash: `EMAILS` emails scheduled for
 * now (sent by the per-minute `comms.send-due` job) and a deck export (a `reports.build-deck`
 * job enqueued in the request's own transaction). Returns what to look for afterwards.
 */
export async function queueJobs(
  server: RunningServer,
  token: string,
  crash: string,
): Promise<Queued> {
  const project = await call(server.origin, 'POST', '/api/v1/projects/', token, {
    name: `jobs-${crash}`,
  });
  if (project.status !== 201) throw new Error(`Could not create a project: ${project.status}`);
  const body = project.body as { id: number; team: { id: number }[] };
  const me = body.team[0]?.id;
  if (!me) throw new Error('The new project has no team member to send to.');
  const subjects: string[] = [];
  for (let i = 0; i < EMAILS; i++) {
    const subject = `jobs-${crash}-${i}`;
    const made = await call(
      server.origin,
      'POST',
      '/api/v1/engagement-email/?isSchedule=true',
      token,
      {
        project: body.id,
        subject,
        body: '<p>Scheduled before a crash.</p>',
        receivers: [{ type: 'person', id: me }],
        scheduled_at: new Date(Date.now() + 15_000).toISOString(),
      },
    );
    if (made.status !== 201) {
      throw new Error(`Could not schedule an email: ${made.status} ${JSON.stringify(made.body)}`);
    }
    subjects.push(subject);
  }
  const started = await call(
    server.origin,
    'POST',
    '/api/v1/organisation/export_powerpoint_template/',
    token,
    { projectId: body.id },
  );
  if (started.status !== 202) {
    throw new Error(`Could not start an export: ${started.status} ${JSON.stringify(started.body)}`);
  }
  return { subjects, projectId: body.id };
}

export async function countOnce(dataDir: string, queued: Queued) {
  const client = new pg.Client({ connectionString: await ownerDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const sent = await client.query<{ subject: string; n: string }>(
      `SELECT subject, count(*) AS n FROM outbox_messages WHERE subject = ANY($1::text[]) GROUP BY subject`,
      [queued.subjects],
    );
    const exports = await client.query<{ status: string; runs: string }>(
      `SELECT e.status,
              (SELECT count(*) FROM job_runs r JOIN pgboss.job j ON j.id::text = r.job_id
                WHERE j.name = 'reports.build-deck' AND (j.data->'data'->>'exportId')::int = e.id) AS runs
         FROM report_exports e WHERE e.project_id = $1`,
      [queued.projectId],
    );
    const perSubject = new Map(sent.rows.map((r) => [r.subject, Number(r.n)]));
    return {
      unsent: queued.subjects.filter((s) => !perSubject.has(s)).length,
      sentTwice: [...perSubject.values()].filter((n) => n > 1).length,
      exportsQueued: exports.rows.length,
      exportsNotBuilt: exports.rows.filter((r) => r.status !== 'ready').length,
      exportsBuiltTwice: exports.rows.filter((r) => Number(r.runs) > 1).length,
    };
  } finally {
    await client.end();
  }
}

/**
 * After the crash and the recovery: waits (at most 150 s: the send job ticks once a minute)
 * until every queued email went out and the export is built, then counts what ran twice.
 */
export async function jobsOutcome(
  dataDir: string,
  crash: string,
  queued: Queued,
  sentBeforeCrash: number,
): Promise<JobsTally> {
  const started = Date.now();
  let counts = await countOnce(dataDir, queued);
  while (
    (counts.unsent > 0 || counts.exportsNotBuilt > 0 || counts.exportsQueued === 0) &&
    Date.now() - started < 150_000
  ) {
    await sleep(2_000);
    counts = await countOnce(dataDir, queued).catch(() => counts);
  }
  return {
    crash,
    emails: queued.subjects.length,
    sentBeforeCrash,
    ...counts,
    waitedSeconds: (Date.now() - started) / 1000,
  };
}
