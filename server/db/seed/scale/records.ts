import { createHash } from 'node:crypto';
import { billingCurrency } from '../../../../contract/billing/plans';
import { periodCharge, seatChange } from '../../../integrations/billing/proration';
import { invoices } from '../../schema/billing';
import { directorySyncs } from '../../schema/directory-syncs';
import { peopleImports } from '../../schema/people-imports';
import { invites } from '../../schema/people-invites';
import { groupCapacityThresholds, reportExports } from '../../schema/reports';
import type { ScaleContext, ScalePart } from './context';
import { scaleMailDomain } from './people';

const DAY = 86_400_000;

/**
 * The history an organisation of this size has behind it: a people import a month (the last
 * still a preview, one with rejected lines), invitations (most accepted by the person they
 * named, some open, a few cancelled or expired), a nightly directory sync for the last month
 * (two failed), its own capacity thresholds on a tenth of the impacted groups, and the last
 * deck the change office exported (one per organisation at a time), and the invoices of the
 * yearly plan it pays for: three years paid, seats growing, with a mid-year top-up and a voided
 * duplicate, numbered as the plan ledger numbers them.
 */
export const recordsPart: ScalePart = {
  name: 'people, groups, reports, billing: history',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const people = ctx.need('people');
    const impactedGroups = ctx.need('impactedGroups');
    const projectIds = ctx.need('projects');
    const admin = people[0] ?? null;
    const office = people[1] ?? admin;
    const ago = (days: number) => new Date(ctx.today.getTime() - days * DAY);
    const domain = scaleMailDomain(ctx.sizes);

    const imports = [];
    for (let m = 12; m >= 1; m--) {
      const total = random.int(40, 400);
      const rejected = m % 4 === 0 ? random.int(1, 5) : 0;
      const created = random.int(0, total - rejected);
      const updated = random.int(0, total - rejected - created);
      const preview = m === 1;
      imports.push({
        organisationId,
        uploadedById: admin,
        scope: 'admin' as const,
        fileName: `hr-extract-${ctx.isoDate(-m * 30)}.csv`,
        status: preview ? ('previewed' as const) : ('committed' as const),
        totalRows: total,
        processedRows: preview ? 0 : total,
        created: preview ? 0 : created,
        updated: preview ? 0 : updated,
        unchanged: preview ? 0 : total - rejected - created - updated,
        rejected,
        // The report keeps the rejected lines; accepted ones are the directory itself.
        rows: Array.from({ length: rejected }, (_, i) => ({
          line: 2 + i * 17,
          email: `new.starter.${m}.${i}@${domain}`,
          first_name: 'New',
          last_name: `Starter ${i + 1}`,
          job_title: '',
          site: 'Unknown site',
          department: '',
          function: '',
          persona: '',
          manager_email: '',
          role: 'EMPLOYEE',
          people_tags: '',
          outcome: 'rejected' as const,
          reasons: ['Site "Unknown site" is not one of the organisation’s sites.'],
        })),
        createdAt: ago(m * 30),
        finishedAt: preview ? null : new Date(ago(m * 30).getTime() + 90_000),
      });
    }
    await ctx.insert(peopleImports, imports);

    // Accepted invitations name the person who joined; the rest name someone not yet in.
    const joined = await ctx.client.query<{ id: number; email: string }>(
      `SELECT id, email FROM user_profiles WHERE organisation_id = $1 AND is_active
        ORDER BY id OFFSET 5 LIMIT $2`,
      [organisationId, Math.max(1, ctx.sizes.factor * 2)],
    );
    const tokenHash = (i: number) =>
      createHash('sha256').update(`scale invitation ${organisationId} ${i}`).digest('base64url');
    const inviteRows: (typeof invites)['$inferInsert'][] = joined.rows.map((person, i) => {
      const sent = ago(random.int(30, 300));
      return {
        organisationId,
        email: person.email,
        tokenHash: tokenHash(i),
        invitedById: admin,
        acceptedById: person.id,
        lastSentAt: sent,
        expiresAt: new Date(sent.getTime() + 14 * DAY),
        acceptedAt: new Date(sent.getTime() + random.int(1, 10) * DAY),
        cancelledAt: null,
        createdAt: sent,
      };
    });
    const pending = Math.max(3, Math.floor(ctx.sizes.factor / 2));
    for (let i = 0; i < pending; i++) {
      const sent = ago(random.int(0, 40));
      const cancelled = i % 5 === 4;
      inviteRows.push({
        organisationId,
        email: `invitee.${i + 1}@${domain}`,
        tokenHash: tokenHash(joined.rows.length + i),
        invitedById: admin,
        acceptedById: null,
        lastSentAt: sent,
        // Open, or expired when sent more than a fortnight ago.
        expiresAt: new Date(sent.getTime() + 14 * DAY),
        acceptedAt: null,
        // Every row names every column: the bulk insert takes its columns from the first.
        cancelledAt: cancelled ? new Date(sent.getTime() + DAY) : null,
        createdAt: sent,
      });
    }
    await ctx.insert(invites, inviteRows);

    const syncs = [];
    for (let night = 30; night >= 1; night--) {
      const startedAt = new Date(ago(night).getTime() + 2 * 3_600_000 + 40 * 60_000);
      const failed = night === 9 || night === 22;
      const groupsTotal = impactedGroups.length;
      syncs.push({
        organisationId,
        status: failed ? ('failed' as const) : ('succeeded' as const),
        groupsTotal,
        groupsDone: failed ? Math.floor(groupsTotal / 3) : groupsTotal,
        membersLinked: failed ? 0 : random.int(0, 40),
        error: failed ? 'The directory did not answer in time; the next night retries.' : null,
        startedAt,
        finishedAt: new Date(startedAt.getTime() + random.int(20, 240) * 1000),
      });
    }
    await ctx.insert(directorySyncs, syncs);

    await ctx.insert(
      groupCapacityThresholds,
      impactedGroups
        .filter((_, i) => i % 10 === 0)
        .map((groupId) => {
          const medium = random.int(8, 16);
          const high = medium + random.int(4, 10);
          return {
            organisationId,
            groupId,
            medium,
            high,
            veryHigh: high + random.int(4, 12),
            updatedById: office,
          };
        }),
    );

    const projectId = projectIds[0];
    if (projectId !== undefined && office !== null) {
      const at = ago(2);
      await ctx.insert(reportExports, [
        {
          organisationId,
          projectId,
          createdById: office,
          templateName: 'Status report',
          status: 'ready' as const,
          fileKey: `${organisationId}/exports/scale-status-report.pptx`,
          fileName: `Project status ${ctx.isoDate(-2)}.pptx`,
          createdAt: at,
          finishedAt: new Date(at.getTime() + 20_000),
        },
      ]);
    }
    // The subscription (seed-scale.ts) is the current year's terms; the years before had fewer.
    const seats = Math.ceil(ctx.sizes.people * 1.2);
    const yearly = (n: number) => ({
      plan: 'CHANGE_OFFICE_PRO' as const,
      period: 'yearly' as const,
      seats: n,
    });
    const billed: { lines: ReturnType<typeof periodCharge>; daysAgo: number; void?: boolean }[] = [
      { lines: periodCharge(yearly(Math.ceil(seats * 0.6))), daysAgo: 730 },
      { lines: periodCharge(yearly(Math.ceil(seats * 0.8))), daysAgo: 365 },
      {
        lines: seatChange(yearly(Math.ceil(seats * 0.8)), Math.ceil(seats * 0.9), 0.5),
        daysAgo: 182,
      },
      { lines: periodCharge(yearly(seats)), daysAgo: 1, void: true },
      { lines: periodCharge(yearly(seats)), daysAgo: 0 },
    ];
    const invoiceRows = billed.map((invoice, i) => ({
      organisationId,
      number: `CC-${organisationId}-${String(i + 1).padStart(4, '0')}`,
      currency: billingCurrency,
      totalMinor: invoice.lines.reduce((sum, line) => sum + line.amount_minor, 0),
      lines: invoice.lines,
      status: invoice.void ? ('void' as const) : ('paid' as const),
      createdAt: ago(invoice.daysAgo),
    }));
    await ctx.insert(invoices, invoiceRows);

    return `${imports.length} people imports, ${inviteRows.length} invitations, ${syncs.length} directory syncs, ${Math.ceil(impactedGroups.length / 10)} group thresholds, 1 export, ${invoiceRows.length} invoices`;
  },
};
