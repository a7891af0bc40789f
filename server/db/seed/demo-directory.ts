import type { OrganisationRole } from '../../../contract/people/roles';

/** A person of a demo directory; `managerEmail` names their line manager. */
export interface DirectoryPerson {
  email: string;
  firstName: string;
  lastName: string;
  role: OrganisationRole;
  jobTitle: string;
  department: string;
  site: string;
  function: string;
  peopleTags: string[];
  managerEmail?: string;
  isActive?: boolean;
}

// Names chosen so no demo search term of the tests (and no other demo person) matches them.
const firstNames = [
  'Aaliyah',
  'Ben',
  'Camila',
  'Dmitri',
  'Elena',
  'Fatima',
  'Gabriel',
  'Hannah',
  'Ibrahim',
  'Jasmine',
  'Kenji',
  'Lucia',
  'Mohammed',
  'Naomi',
  'Oscar',
  'Rachel',
  'Santiago',
  'Tanya',
  'Victor',
  'Wendy',
  'Xavier',
  'Yusuf',
  'Zoe',
  'Andre',
  'Bianca',
  'Carlos',
  'Diana',
  'Ethan',
  'Farah',
  'Grace',
  'Hugo',
  'Isabel',
  'Jorge',
  'Kira',
  'Lars',
  'Mei',
  'Nikolai',
  'Rosa',
  'Tariq',
  'Vivian',
];
const lastNames = [
  'Alvarez',
  'Brennan',
  'Chen',
  'Dubois',
  'Ekström',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ivanova',
  'Johnson',
  'Kowalski',
  'Lindqvist',
  'Murphy',
  'Nakamura',
  'Okafor',
  'Reyes',
  'Schmidt',
  'Thompson',
  'Usman',
  'Vasquez',
  'Walsh',
  'Xu',
  'Yilmaz',
  'Zielinski',
  'Bauer',
  'Costa',
  'Dlamini',
  'Eriksen',
  'Flores',
  'Gupta',
  'Haddad',
  'Ito',
  'Jensen',
  'Kim',
  'Lopez',
  'Morales',
  'Novak',
  'Ortiz',
  'Rossi',
  'Singh',
];

/** The departments of the directory, each with its function, job titles and tags. */
const departments: {
  name: string;
  function: string;
  head: string;
  lead: string;
  staff: string[];
  tags: string[];
  size: number;
}[] = [
  {
    name: 'Operations',
    function: 'Operations',
    head: 'Vice president, operations',
    lead: 'Depot manager',
    staff: ['Operations coordinator', 'Shift supervisor', 'Planner'],
    tags: ['Shift worker'],
    size: 60,
  },
  {
    name: 'Fleet',
    function: 'Operations',
    head: 'Head of fleet',
    lead: 'Fleet supervisor',
    staff: ['Driver', 'Driver', 'Driver trainer', 'Route planner'],
    tags: ['Shift worker', 'Frontline'],
    size: 70,
  },
  {
    name: 'Warehouse',
    function: 'Operations',
    head: 'Head of warehousing',
    lead: 'Warehouse team lead',
    staff: ['Picker', 'Forklift operator', 'Inventory clerk'],
    tags: ['Shift worker', 'Frontline'],
    size: 70,
  },
  {
    name: 'Customer Service',
    function: 'Commercial',
    head: 'Head of customer service',
    lead: 'Contact centre lead',
    staff: ['Customer adviser', 'Complaints specialist'],
    tags: ['Frontline'],
    size: 36,
  },
  {
    name: 'Finance',
    function: 'Corporate',
    head: 'Finance director',
    lead: 'Finance manager',
    staff: ['Accountant', 'Payroll specialist', 'Credit controller'],
    tags: ['Office based'],
    size: 22,
  },
  {
    name: 'Human Resources',
    function: 'Corporate',
    head: 'HR director',
    lead: 'HR business partner',
    staff: ['HR adviser', 'Recruiter', 'Learning specialist'],
    tags: ['Office based'],
    size: 18,
  },
  {
    name: 'Information Technology',
    function: 'Corporate',
    head: 'Chief information officer',
    lead: 'IT service manager',
    staff: ['Service desk analyst', 'Developer', 'Network engineer'],
    tags: ['Office based', 'Hybrid'],
    size: 24,
  },
  {
    name: 'Health & Safety',
    function: 'Operations',
    head: 'Head of health and safety',
    lead: 'Safety manager',
    staff: ['Safety officer', 'Compliance auditor'],
    tags: ['Field based'],
    size: 12,
  },
];

const sites = ['Chicago', 'Dallas', 'Atlanta', 'Denver', 'Memphis', 'Columbus'];

/**
 * A realistic directory for a demo organisation: a chief operating officer, a head per
 * department, a team lead per department and site the department works at, and their staff,
 * each with a line manager, site, department, function, people tags and a few leavers. The
 * result is the same on every run (no randomness), so the seed stays reproducible.
 */
export function demoDirectory(domain: string, chief: { email: string }): DirectoryPerson[] {
  const people: DirectoryPerson[] = [];
  const used = new Set<string>();
  let n = 0;
  const nextName = () => {
    const firstName = firstNames[n % firstNames.length] ?? 'Alex';
    const lastName =
      lastNames[(n * 7 + Math.floor(n / firstNames.length)) % lastNames.length] ?? 'Lee';
    n += 1;
    const base = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    let email = `${base}@${domain}`;
    for (let i = 2; used.has(email); i++) email = `${base}${i}@${domain}`;
    used.add(email);
    return { firstName, lastName, email };
  };

  departments.forEach((dept, d) => {
    const headSite = sites[d % 2] ?? 'Chicago';
    const head: DirectoryPerson = {
      ...nextName(),
      role: 'LEADER',
      jobTitle: dept.head,
      department: dept.name,
      site: headSite,
      function: dept.function,
      peopleTags: ['Senior leader', ...dept.tags.filter((t) => t === 'Office based')],
      managerEmail: chief.email,
    };
    people.push(head);
    // Frontline departments work at every site; corporate ones at the two head offices.
    const deptSites = dept.function === 'Corporate' ? sites.slice(0, 2) : sites;
    const perSite = Math.max(1, Math.round((dept.size - 1) / deptSites.length) - 1);
    deptSites.forEach((site, s) => {
      const lead: DirectoryPerson = {
        ...nextName(),
        role: s === 0 && d < 3 ? 'CHANGE_MANAGER' : 'LEADER',
        jobTitle: dept.lead,
        department: dept.name,
        site,
        function: dept.function,
        peopleTags: ['People manager', ...dept.tags],
        managerEmail: head.email,
      };
      people.push(lead);
      for (let i = 0; i < perSite; i++) {
        const index = people.length;
        people.push({
          ...nextName(),
          role: 'EMPLOYEE',
          jobTitle: dept.staff[i % dept.staff.length] ?? 'Associate',
          department: dept.name,
          site,
          function: dept.function,
          peopleTags: index % 9 === 0 ? [...dept.tags, 'New starter'] : [...dept.tags],
          managerEmail: lead.email,
          // About one in forty has left: every real directory has leavers.
          isActive: index % 41 !== 0,
        });
      }
    });
  });
  return people;
}
