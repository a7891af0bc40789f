import type { DemoProjectContent } from './demo-portfolio';

const maya = 'manager@demo.changecraft.test';
const priya = 'priya.patel@demo.changecraft.test';
const oscar = 'office@demo.changecraft.test';
const cody = 'manager@contoso.changecraft.test';

const eprNarrative = `<h2>Why we are changing</h2>
<p>Clinicians on our wards still move between paper charts and three separate systems. Information arrives late, handovers take longer than they should, and <strong>one in five medication incidents</strong> last year involved a chart that could not be read or found.</p>
<h2>What will be different</h2>
<ul>
<li>Every patient has <em>one</em> electronic record, at the bedside and on the move.</li>
<li>Observations, medication and notes are recorded once and seen by everyone caring for the patient.</li>
<li>Paper charts are retired ward by ward once each ward is confident.</li>
</ul>
<h2>What we ask of you</h2>
<p>Complete your training before your ward goes live, use the floor-walkers in your first two weeks, and tell us what gets in the way. Read the <a href="https://intranet.northwind.example/epr">EPR programme page</a> for dates by ward.</p>`;

/** What each demo project holds beyond its own row, by project name. */
export const demoProjectContent: Record<string, DemoProjectContent> = {
  'Electronic patient record rollout': {
    changes: [
      {
        name: 'Bedside electronic charting',
        description:
          'Nurses record observations on handheld devices at the bedside instead of paper charts.',
        changeType: 'SYSTEM',
        criticality: 'BUSINESS_CRITICAL',
        deploymentState: 'DEPLOYED',
        goLiveInDays: -20,
        overallImpact: 'HIGH',
        employeeReach: '100+',
        departmentReach: [{ department: 'Clinical Operations', rating: 'VERY_HIGH' }],
        events: [
          { title: 'Cut-over weekend', inDays: -22, time: '18:00' },
          {
            title: 'Floor-walker support fortnight begins',
            inDays: -20,
            time: '07:30',
            description: 'Super-users on every ward for the first two weeks.',
          },
        ],
      },
      {
        name: 'Electronic medication administration',
        description:
          'Prescribing and administration move into the record, with barcode checks at the bedside.',
        changeType: 'SYSTEM',
        criticality: 'BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        goLiveInDays: 21,
        overallImpact: 'VERY_HIGH',
        employeeReach: '100+',
        departmentReach: [
          { department: 'Clinical Operations', rating: 'VERY_HIGH' },
          { department: 'Patient Services', rating: 'MEDIUM' },
        ],
        externalStakeholders: [{ label: 'Community pharmacies', rating: 'MEDIUM' }],
        events: [
          { title: 'Dress rehearsal on ward 7', inDays: 14, time: '09:00' },
          { title: 'Go-live command centre opens', inDays: 21, time: '07:00' },
          { title: 'Post go-live review', inDays: 35 },
        ],
      },
      {
        name: 'Paper chart retirement',
        description: 'Wards stop printing charts and archive paper records, ward by ward.',
        changeType: 'PROCESS',
        criticality: 'NON_BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        durationInDays: [60, 120],
        overallImpact: 'MEDIUM',
        employeeReach: '51-100',
        departmentReach: [{ department: 'Clinical Operations', rating: 'MEDIUM' }],
      },
      {
        name: 'Clinical documentation standards',
        description: 'Shared standards for what is recorded, by whom and when.',
        changeType: 'BEHAVIOUR',
        criticality: 'NON_BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        goLiveInDays: 95,
        overallImpact: 'LOW',
        employeeReach: '21-50',
      },
    ],
    narrative: { owner: priya, html: eprNarrative },
    workstreams: [
      {
        name: 'Training and readiness',
        description: 'Everyone trained and confident before their ward goes live.',
        owner: maya,
        deliverables: [
          { name: 'Super-user training plan', dueInDays: -30, closed: true },
          { name: 'Ward training schedule', dueInDays: -5 },
          { name: 'E-learning module for bank staff', dueInDays: 12, owner: priya },
        ],
        milestones: [
          { name: 'Super-users certified', dueInDays: -15, closed: true },
          { name: 'All ward managers trained', dueInDays: 10 },
        ],
      },
      {
        name: 'Communications',
        description: 'Clear, timely messages for every ward and department.',
        owner: priya,
        deliverables: [{ name: 'Go-live briefing pack', dueInDays: 7 }],
        milestones: [{ name: 'Go-live announcement sent', dueInDays: -3 }],
      },
      {
        name: 'Cut-over and support',
        description: 'A safe switch-over and support in the first weeks.',
        owner: maya,
        deliverables: [{ name: 'Cut-over runbook', dueInDays: 14 }],
        milestones: [{ name: 'Command centre staffed', dueInDays: 20 }],
      },
    ],
    metrics: [
      {
        name: 'Wards live on the EPR',
        description: 'Share of wards recording every observation electronically.',
        kind: 'LAGGING',
        category: 'Operational',
        reportingPeriod: 'Monthly',
        unit: '%',
        baseline: 0,
        target: 100,
        owner: maya,
        reports: [
          { value: 10, commentary: 'Pilot wards live.' },
          { value: 25, commentary: 'Surgical wards joined.' },
          {
            value: 40,
            commentary: 'Two medical wards slipped after device shortages.',
          },
        ],
      },
      {
        name: 'Clinician confidence with the record',
        description: 'Average answer to "I am confident using the EPR" in the pulse check.',
        kind: 'LEADING',
        category: 'Behavioural',
        reportingPeriod: 'Quarterly',
        unit: 'score out of 5',
        baseline: 2.8,
        target: 4,
        owner: priya,
        reports: [
          { value: 3.1, commentary: 'Up after super-user sessions.' },
          { value: 3.4, commentary: 'Steady rise on live wards.' },
        ],
      },
      {
        name: 'Printing costs saved',
        description: 'Monthly saving on chart printing and storage.',
        kind: 'LAGGING',
        category: 'Financial',
        reportingPeriod: 'Monthly',
        unit: '£k',
        baseline: 0,
        target: 25,
        owner: oscar,
        reports: [
          { value: 4, commentary: 'First wards stopped printing.' },
          { value: 9, commentary: 'In line with the plan.' },
        ],
      },
    ],
  },
  'Finance shared services': {
    changes: [
      {
        name: 'Accounts payable centralised',
        description: 'Invoices from all five sites are processed by one team in Manchester.',
        changeType: 'RESTRUCTURE',
        criticality: 'BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        durationInDays: [45, 75],
        overallImpact: 'HIGH',
        employeeReach: '21-50',
        departmentReach: [{ department: 'Finance', rating: 'VERY_HIGH' }],
        externalStakeholders: [{ label: 'Suppliers', rating: 'LOW' }],
        events: [{ title: 'Site handover: Leeds', inDays: 45 }],
      },
      {
        name: 'Purchase-to-pay process',
        description: 'One purchase-to-pay process with the same approval limits everywhere.',
        changeType: 'PROCESS',
        criticality: 'NON_BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        goLiveInDays: 150,
        overallImpact: 'MEDIUM',
        employeeReach: '100+',
      },
      {
        name: 'Finance roles redesign',
        description: 'New role profiles for the shared-services team.',
        changeType: 'ORG',
        criticality: 'BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        // The same day accounts payable starts to centralise: two very high go-lives in one week
        // for finance operations, the red cell of the portfolio's go-live heatmap.
        goLiveInDays: 45,
        overallImpact: 'HIGH',
        employeeReach: '11-20',
      },
    ],
    workstreams: [
      {
        name: 'Organisation design',
        description: 'Roles, structure and consultation.',
        owner: maya,
        deliverables: [{ name: 'Role profiles', dueInDays: -2 }],
        milestones: [{ name: 'Consultation launched', dueInDays: 30 }],
      },
    ],
    metrics: [
      {
        name: 'Cost per invoice',
        description: 'Fully loaded cost of processing one supplier invoice.',
        kind: 'LAGGING',
        category: 'Financial',
        reportingPeriod: 'Quarterly',
        unit: '£',
        baseline: 6.5,
        target: 4,
        owner: oscar,
        reports: [{ value: 6.2, commentary: 'Baseline confirmed.' }],
      },
    ],
  },
  'Hybrid working policy': {
    changes: [
      {
        name: 'Hybrid working pattern',
        description: 'Two anchor days in the office for non-clinical teams.',
        changeType: 'BEHAVIOUR',
        criticality: 'NON_BUSINESS_CRITICAL',
        deploymentState: 'COMPLETED',
        goLiveInDays: -150,
        overallImpact: 'MEDIUM',
        employeeReach: '100+',
      },
    ],
    metrics: [
      {
        name: 'Desk utilisation on anchor days',
        description: 'Share of desks in use on anchor days.',
        kind: 'LAGGING',
        category: 'Operational',
        reportingPeriod: 'Quarterly',
        unit: '%',
        baseline: 35,
        target: 70,
        owner: priya,
        reports: [
          { value: 62, commentary: 'Anchor days settling in.' },
          { value: 74, commentary: 'Target met.' },
        ],
      },
    ],
  },
  'Theatre scheduling redesign': {
    changes: [
      {
        name: 'Theatre list booking rules',
        description: 'Lists are booked two weeks ahead with a fixed first-case start.',
        changeType: 'PROCESS',
        criticality: 'BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        goLiveInDays: 40,
        overallImpact: 'MEDIUM',
        employeeReach: '51-100',
      },
    ],
  },
  'Procurement portal': {
    changes: [
      {
        name: 'Self-service purchase requests',
        description: 'Staff raise purchase requests in the portal.',
        changeType: 'SYSTEM',
        criticality: 'NON_BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        goLiveInDays: 130,
        overallImpact: 'LOW',
        employeeReach: '100+',
        wizardStep: 2,
      },
    ],
  },
  'Warehouse scanner upgrade': {
    changes: [
      {
        name: 'Scanner handover at depots',
        description: 'New handheld scanners replace the old fleet depot by depot.',
        changeType: 'SYSTEM',
        criticality: 'BUSINESS_CRITICAL',
        deploymentState: 'NOT_YET_DEPLOYED',
        goLiveInDays: 10,
        overallImpact: 'HIGH',
        employeeReach: '100+',
        events: [{ title: 'Dallas depot switch-over', inDays: 10, time: '06:00' }],
      },
    ],
    workstreams: [
      {
        name: 'Depot rollout',
        description: 'Scanners delivered, staff trained, old devices collected.',
        owner: cody,
        deliverables: [{ name: 'Depot training guide', dueInDays: 5 }],
        milestones: [{ name: 'Dallas depot live', dueInDays: 10 }],
      },
    ],
    metrics: [
      {
        name: 'Scan error rate',
        description: 'Share of scans that need a retry.',
        kind: 'LEADING',
        category: 'Operational',
        reportingPeriod: 'Monthly',
        unit: '%',
        baseline: 4,
        target: 1,
        owner: cody,
        reports: [{ value: 3.2, commentary: 'Pilot depot improving.' }],
      },
    ],
  },
};
