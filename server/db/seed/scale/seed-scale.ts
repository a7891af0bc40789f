import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { assessmentAccessKeys } from '../../../../contract/admin/organisation';
import type { ToolAccessSettings } from '../../../../contract/admin/organisation.schema';
import { defaultPhaseNames } from '../../../../contract/projects/phases';
import { ScaleContext, type ScaleSizes } from './context';
import { scaleParts } from './parts';

export interface ScaleOptions {
  factor: number;
  /** People instead of 100 × factor (the 50,000-people variant). */
  people?: number;
  /** The date everything is placed around; today unless a test pins it. */
  today?: Date;
  log?: (line: string) => void;
}

export function scaleSizes(options: Pick<ScaleOptions, 'factor' | 'people'>): ScaleSizes {
  const factor = options.factor;
  return {
    factor,
    people: options.people ?? factor * 100,
    projects: factor * 5,
    impactedGroups: factor * 2,
  };
}

export function scaleOrganisationName(sizes: ScaleSizes): string {
  return `Contoso at scale ×${sizes.factor} (${sizes.people.toLocaleString('en-GB')} people)`;
}

/**
 * Builds one large organisation beside the demo ones, in one transaction (all or nothing), once:
 * when an organisation of that name exists it leaves it alone. Returns its id, or `undefined`
 * when it already existed.
 */
export async function seedScale(pool: pg.Pool, options: ScaleOptions): Promise<number | undefined> {
  const sizes = scaleSizes(options);
  if (!Number.isInteger(sizes.factor) || sizes.factor < 1 || sizes.people < 1) {
    throw new Error('The scale factor and the number of people must be positive whole numbers.');
  }
  const log = options.log ?? (() => undefined);
  const name = scaleOrganisationName(sizes);
  const client = await pool.connect();
  const started = performance.now();
  try {
    await client.query('BEGIN');
    await client.query('LOCK TABLE organisations IN EXCLUSIVE MODE');
    const found = await client.query('SELECT id FROM organisations WHERE name = $1', [name]);
    if (found.rowCount) {
      await client.query('ROLLBACK');
      log(`${name} already exists; nothing changed.`);
      return undefined;
    }
    const toolAccess: ToolAccessSettings = {
      admin_roles: ['ADMIN'],
      assessments: Object.fromEntries(
        assessmentAccessKeys.map((k) => [k, true]),
      ) as ToolAccessSettings['assessments'],
    };
    const created = await client.query<{ id: number }>(
      `INSERT INTO organisations (name, time_zone, phase_names, tool_access)
       VALUES ($1, 'Europe/London', $2::jsonb, $3::jsonb) RETURNING id`,
      [name, JSON.stringify(defaultPhaseNames), JSON.stringify(toolAccess)],
    );
    const organisationId = created.rows[0]?.id;
    if (!organisationId) throw new Error('organisation not created');
    // A paying customer with a seat for everyone (and room for imports), like the demo's Contoso.
    const seats = Math.ceil(sizes.people * 1.2);
    await client.query(
      `INSERT INTO subscriptions (organisation_id, plan, billing_period, seats, status,
         current_period_start, current_period_end, provider, customer_id)
       VALUES ($1::int, 'CHANGE_OFFICE_PRO', 'yearly', $2, 'active', now(), now() + interval '1 year',
         'local', 'local-' || $1::text)`,
      [organisationId, seats],
    );
    const ctx = new ScaleContext(client, organisationId, sizes, options.today ?? new Date());
    log(`Building ${name}…`);
    for (const part of scaleParts) {
      const partStarted = performance.now();
      const summary = await part.run(ctx);
      log(
        `  ${part.name.padEnd(50)} ${summary} (${Math.round(performance.now() - partStarted)} ms)`,
      );
    }
    await client.query('COMMIT');
    // Fresh statistics, so the planner sees the new sizes at once rather than at autovacuum.
    await client.query('ANALYZE');
    log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return organisationId;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
