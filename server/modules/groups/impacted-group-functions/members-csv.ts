import type { GroupMember } from '../../../../contract/groups/group-members.schema';

/** A cell as spreadsheet software reads it, with formula starters neutralised. */
function cell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Members as CSV with a header row, CRLF line ends (RFC 4180). */
export function membersCsv(members: readonly GroupMember[]): string {
  const lines = [['Name', 'Email', 'Job title', 'Department', 'Site', 'Role'].join(',')];
  for (const m of members) {
    lines.push(
      [
        m.display_name,
        m.email,
        m.job_title,
        m.department,
        m.site,
        m.is_leader ? 'Leader' : 'Employee',
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
