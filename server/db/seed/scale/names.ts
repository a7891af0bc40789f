/** Word lists the scaler combines into realistic names; short on purpose, combined they vary. */
export const firstNames = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Isla',
  'Jonas',
  'Kemi',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aidan',
  'Bea',
  'Caleb',
  'Dina',
  'Emil',
  'Fatima',
];

export const lastNames = [
  'Adeyemi',
  'Brooks',
  'Chen',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ibrahim',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Mensah',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quigley',
  'Rossi',
  'Singh',
  'Takahashi',
  'Usman',
  'Varga',
  'Walsh',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Murphy',
  'Novak',
];

export const departmentNames = [
  'Clinical Operations',
  'Finance',
  'People & Culture',
  'Technology',
  'Patient Services',
  'Procurement',
  'Legal',
  'Estates',
  'Marketing',
  'Customer Care',
  'Research',
  'Pharmacy',
  'Logistics',
  'Risk & Compliance',
  'Data & Analytics',
  'Security',
  'Facilities',
  'Training',
  'Quality',
  'Strategy',
];

export const siteNames = [
  'London',
  'Manchester',
  'Leeds',
  'Bristol',
  'Glasgow',
  'Cardiff',
  'Belfast',
  'Birmingham',
  'Dublin',
  'Edinburgh',
];

export const jobTitles = [
  'Analyst',
  'Team lead',
  'Nurse',
  'Engineer',
  'Coordinator',
  'Specialist',
  'Manager',
  'Consultant',
  'Administrator',
  'Advisor',
  'Technician',
  'Officer',
];

export const projectTagNames = [
  'Digital',
  'Regulatory',
  'Cost saving',
  'Customer experience',
  'People',
  'Sustainability',
  'Safety',
  'Growth',
];

export const projectVerbs = [
  'Modernise',
  'Roll out',
  'Consolidate',
  'Automate',
  'Redesign',
  'Migrate',
  'Standardise',
  'Launch',
  'Streamline',
  'Replace',
];

export const projectSubjects = [
  'rostering',
  'payroll',
  'patient records',
  'procurement portal',
  'service desk',
  'expenses',
  'onboarding',
  'warehouse scanning',
  'contract management',
  'room booking',
  'supplier payments',
  'training records',
  'clinical coding',
  'visitor management',
  'asset tracking',
  'reporting',
];

export const changeSubjects = [
  'New sign-in',
  'Revised approval route',
  'Self-service form',
  'Shift handover checklist',
  'Team restructure',
  'Updated policy',
  'Retired legacy screen',
  'Mobile app',
  'Weekly huddle',
  'Data clean-up',
  'New reporting line',
  'Training module',
];

export const workstreamNames = [
  'Communications',
  'Training',
  'Technology',
  'Process design',
  'Stakeholder engagement',
  'Data migration',
  'Go-live readiness',
];

export const metricNames = [
  'Adoption rate',
  'Tickets per week',
  'Training completion',
  'Cost per case',
  'Satisfaction',
  'Time to approve',
  'Error rate',
  'Active users',
];

/** What announcements and emails are about. */
export const commsTopics = [
  'What changes on go-live',
  'Training is open',
  'Your questions answered',
  'Next steps',
];

/** What a project's comms files, training materials and tools are called. */
export const commsFileTitles = [
  'Quick reference guide',
  'Manager briefing pack',
  'FAQ',
  'Training video',
  'Readiness checklist',
  'Process map',
];

/** The Viva Engage communities a large organisation posts change news to. */
export const yammerCommunities = [
  { id: 'community-all-company', name: 'All company' },
  { id: 'community-operations', name: 'Operations' },
  { id: 'community-it-news', name: 'IT news' },
  { id: 'community-managers', name: 'People managers' },
  { id: 'community-transformation', name: 'Transformation' },
];
