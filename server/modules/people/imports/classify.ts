import type { PeopleCsvColumn } from '../../../../contract/people/imports';
import type { PeopleImportRow } from '../../../../contract/people/imports.schema';
import { organisationRoles } from '../../../../contract/people/roles';

const emailPattern = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]{2,}$/;

/** A person as the import compares them: lower-cased e-mail, text fields as stored. */
export interface KnownPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  site: string | null;
  department: string | null;
  function: string | null;
  persona: string | null;
  role: string;
  peopleTags: string[];
  managerEmail: string | null;
  managerId: number | null;
}

export interface ImportContext {
  people: Map<string, KnownPerson>;
  /** The organisation's sites and departments, name to id. Empty: no list, so any value goes. */
  sites: Map<string, number>;
  departments: Map<string, number>;
  /** A people manager's import: only the people they manage (or new people reporting to them). */
  managedBy: { id: number; email: string } | null;
}

/** One CSV record as read: its line in the file and every known column, trimmed. */
export type RawRow = Record<PeopleCsvColumn, string> & { line: number };

function tagsOf(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[;|]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

function roleOf(value: string): string | null {
  const wanted = value.trim().toUpperCase().replace(/\s+/g, '_');
  return organisationRoles.find((r) => r === wanted) ?? null;
}

/** Every row with its outcome and, when rejected, every reason. */
export function classifyRows(rows: RawRow[], ctx: ImportContext): PeopleImportRow[] {
  const firstLine = new Map<string, number>();
  const inFile = new Set(rows.map((r) => r.email));
  const classified = rows.map((raw): PeopleImportRow => {
    const { line } = raw;
    const reasons: string[] = [];
    if (!emailPattern.test(raw.email)) reasons.push('The email address is not valid.');
    const seen = firstLine.get(raw.email);
    if (seen !== undefined && raw.email) {
      reasons.push(`Appears more than once in the file (first on line ${seen}).`);
    } else if (raw.email) firstLine.set(raw.email, line);
    if (raw.site && ctx.sites.size > 0 && !ctx.sites.has(raw.site)) {
      reasons.push(`Unknown site “${raw.site}”.`);
    }
    if (raw.department && ctx.departments.size > 0 && !ctx.departments.has(raw.department)) {
      reasons.push(`Unknown department “${raw.department}”.`);
    }
    const manager = raw.manager_email.toLowerCase();
    if (manager) {
      if (manager === raw.email) reasons.push('A person cannot manage themselves.');
      else if (!ctx.people.has(manager) && !inFile.has(manager)) {
        reasons.push(`Manager ${manager} not found.`);
      }
    }
    if (raw.role && !roleOf(raw.role)) {
      reasons.push(`Unknown role “${raw.role}”. Use ${organisationRoles.join(', ')}.`);
    }
    const existing = ctx.people.get(raw.email);
    if (ctx.managedBy) {
      if (raw.role) reasons.push('Only an admin can set roles.');
      const managesThem = existing
        ? existing.managerId === ctx.managedBy.id
        : manager === ctx.managedBy.email;
      if (!managesThem) reasons.push('You can import only the people you manage.');
    }
    if (!existing && !raw.first_name && reasons.length === 0) {
      reasons.push('A new person needs a first name.');
    }
    const base = { ...raw, manager_email: manager, reasons };
    if (reasons.length > 0) return { ...base, outcome: 'rejected' as const };
    if (!existing) return { ...base, outcome: 'created' as const };
    return {
      ...base,
      outcome: changes(existing, raw) ? ('updated' as const) : ('unchanged' as const),
    };
  });
  rejectReportsOfRejected(classified, ctx, firstLine);
  return classified;
}

/**
 * A new person's manager must exist once the file is applied: an existing person, or a row of
 * the file that is accepted. A row whose manager is rejected is rejected too, and so on down
 * the chain (each person visited once, whatever the file's size).
 */
function rejectReportsOfRejected(
  rows: PeopleImportRow[],
  ctx: ImportContext,
  firstLine: Map<string, number>,
): void {
  const reportsOf = new Map<string, PeopleImportRow[]>();
  const accepted = new Set<string>();
  for (const row of rows) {
    if (row.outcome !== 'rejected') accepted.add(row.email);
    const manager = row.manager_email;
    if (manager && !ctx.people.has(manager)) {
      const list = reportsOf.get(manager);
      if (list) list.push(row);
      else reportsOf.set(manager, [row]);
    }
  }
  const missing = [...reportsOf.keys()].filter((m) => firstLine.has(m) && !accepted.has(m));
  for (let manager = missing.pop(); manager !== undefined; manager = missing.pop()) {
    for (const row of reportsOf.get(manager) ?? []) {
      if (row.outcome === 'rejected') continue;
      row.outcome = 'rejected';
      row.reasons.push(
        `Manager ${manager} is rejected in this file (line ${firstLine.get(manager)}).`,
      );
      if (!ctx.people.has(row.email)) missing.push(row.email);
    }
  }
}

/** Whether the row changes anything; a blank cell leaves the field as it is. */
function changes(p: KnownPerson, raw: RawRow): boolean {
  const differs = (value: string, current: string | null) =>
    value !== '' && value !== (current ?? '');
  return (
    differs(raw.first_name, p.firstName) ||
    differs(raw.last_name, p.lastName) ||
    differs(raw.job_title, p.jobTitle) ||
    differs(raw.site, p.site) ||
    differs(raw.department, p.department) ||
    differs(raw.function, p.function) ||
    differs(raw.persona, p.persona) ||
    differs(raw.manager_email.toLowerCase(), p.managerEmail) ||
    (raw.role !== '' && roleOf(raw.role) !== p.role) ||
    (raw.people_tags !== '' && tagsOf(raw.people_tags).join('|') !== p.peopleTags.join('|'))
  );
}

export { tagsOf, roleOf };
