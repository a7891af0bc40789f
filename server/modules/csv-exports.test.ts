import { describe, it } from 'vitest';
import type { AuditEvent } from '../../contract/admin/audit-log.schema';
import type { GroupMember } from '../../contract/groups/group-members.schema';
import type { PeopleImportRow } from '../../contract/people/imports.schema';
import { expectDefused, formulaPayloads } from '../../tests/support/csv-injection';
import { auditCsv } from './admin/audit-log/csv';
import { deliveryLinesCsv } from './comms/deliveries/delivery-csv';
import { membersCsv } from './groups/impacted-group-functions/members-csv';
import { importReportCsv } from './people/imports/report';

// Every CSV the server makes, fed text that a spreadsheet would run as a formula, in each of
// its text columns (the SPA's exports have the same test in src/app/csv-exports.test.ts).
describe('every CSV the server makes defuses formulas', () => {
  it('the admin audit log', () => {
    expectDefused(
      auditCsv(
        formulaPayloads.map((p, i) => ({
          id: i + 1,
          actor: { id: 1, display_name: p },
          entity: p,
          entity_id: null,
          action: 'update',
          summary: p,
          before: null,
          after: null,
          created_at: '2030-01-01T00:00:00.000Z',
        })) satisfies AuditEvent[],
      ),
    );
  });

  it('the deliveries of a communication', () => {
    expectDefused(
      deliveryLinesCsv(
        formulaPayloads.map((p) => ({
          name: p,
          email: p,
          group: p,
          sent: new Date('2030-01-01T00:00:00Z'),
          delivered: null,
          opened: null,
          acted: null,
          failed: p,
          reach: 3,
          actedPeople: null,
        })),
      ),
    );
  });

  it('the members of a department', () => {
    const members = formulaPayloads.map(
      (p, i) =>
        ({
          id: i + 1,
          display_name: p,
          email: p,
          job_title: p,
          department: p,
          site: p,
          is_leader: false,
        }) as GroupMember,
    );
    expectDefused(membersCsv(members));
  });

  it('the report of a people import', () => {
    const rows: PeopleImportRow[] = formulaPayloads.map((p, i) => ({
      line: i + 2,
      email: p,
      first_name: p,
      last_name: p,
      job_title: p,
      site: p,
      department: p,
      function: p,
      persona: p,
      manager_email: p,
      role: p,
      people_tags: p,
      outcome: 'rejected',
      reasons: [p],
    }));
    expectDefused(importReportCsv(rows));
  });
});
