/**
 * A deterministic people CSV of any size, as an HR system would export it: every row a new
 * person with a site and department from the organisation's lists, the first `managers` rows
 * managing everyone after them, a role on every hundredth row and people tags on every seventh.
 * The 50,000-row import test and `bench:people-import` both use it, so they import the same file.
 */
export interface PeopleCsvOptions {
  rows: number;
  /** Names from the organisation's own lists (an unknown name would be rejected). */
  sites: string[];
  departments: string[];
  /** The e-mail domain; a different domain gives a file of different people. */
  domain?: string;
  /** How many of the first rows manage the rest (row i's manager is row i % managers). */
  managers?: number;
}

const firstNames =
  'Ada Bea Cai Dev Eli Fay Gus Hana Ivo Jun Kai Lia Max Nia Oli Pia Quin Rui Sol Tao'.split(' ');
const lastNames =
  'Adler Brook Costa Dunn Ekman Frost Grant Hale Ibsen Jones Klein Lowe Marsh Novak Ortiz Pryce Quade Reyes Stone Tran'.split(
    ' ',
  );
const functions = ['Operations', 'Delivery', 'Support', 'Strategy'];
const personas = ['Frontline', 'Office', 'Leader'];

export const peopleCsvHeader =
  'email,first_name,last_name,job_title,site,department,function,persona,manager_email,role,people_tags';

/** The e-mail of row `i` (0-based) of a file with this domain. */
export function peopleCsvEmail(i: number, domain = 'import.example.com'): string {
  return `person${String(i).padStart(6, '0')}@${domain}`;
}

/** The file's text, header first, one person a line. */
export function peopleCsv(options: PeopleCsvOptions): string {
  const { rows, sites, departments, domain = 'import.example.com', managers = 500 } = options;
  const lines = [peopleCsvHeader];
  for (let i = 0; i < rows; i++) {
    const first = firstNames[i % firstNames.length] ?? '';
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length] ?? '';
    lines.push(
      [
        peopleCsvEmail(i, domain),
        first,
        `${last}-${i}`,
        i < managers ? 'Team lead' : 'Specialist',
        sites[i % sites.length] ?? '',
        departments[i % departments.length] ?? '',
        functions[i % functions.length],
        personas[i % personas.length],
        i < managers ? '' : peopleCsvEmail(i % managers, domain),
        i % 100 === 0 ? 'LEADER' : '',
        i % 7 === 0 ? '"Pilot;Remote"' : '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
