import type { GroupMember } from '../../../../contract/groups/group-members.schema';
import { toCsv } from '../../../../contract/shared/csv';

/** Members as CSV with a header row, CRLF line ends (RFC 4180). */
export function membersCsv(members: readonly GroupMember[]): string {
  return toCsv([
    ['Name', 'Email', 'Job title', 'Department', 'Site', 'Role'],
    ...members.map((m) => [
      m.display_name,
      m.email,
      m.job_title,
      m.department,
      m.site,
      m.is_leader ? 'Leader' : 'Employee',
    ]),
  ]);
}
