import {
  defaultRatingDescriptions,
  ratingItemTypes,
} from '../../../../contract/assessments/assessments';
import { adminAuditEvents } from '../../schema/admin-audit';
import { ratingDescriptions } from '../../schema/assessments';
import {
  changeExternalStakeholders,
  changeReachItems,
  changeReachLabels,
  customToolTemplates,
  functionLabels,
  peopleTags,
  personas,
  projectRoles,
  reportingSiteRegions,
  standardDeliverables,
  standardWorkstreams,
  subFunctions,
} from '../../schema/reference-data';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ScaleContext, ScalePart } from './context';
import { siteNames } from './names';

/** Regions by the sites of `siteNames` they hold (every site in one region). */
const regions: Record<string, string[]> = {
  'England North': ['Manchester', 'Leeds'],
  'England South': ['London', 'Bristol', 'Birmingham'],
  Scotland: ['Glasgow', 'Edinburgh'],
  'Wales and Ireland': ['Cardiff', 'Belfast', 'Dublin'],
};
const functionTree: Record<string, string[]> = {
  Finance: ['Accounts payable', 'Payroll', 'Financial planning', 'Treasury'],
  Technology: ['Service desk', 'Infrastructure', 'Applications', 'Security operations'],
  Operations: ['Logistics', 'Facilities', 'Procurement'],
  Clinical: ['Nursing', 'Pharmacy', 'Diagnostics', 'Outpatients'],
  People: ['Recruitment', 'Learning', 'Employee relations'],
  Commercial: ['Sales', 'Marketing', 'Customer care'],
};
const reachTree: Record<string, string[]> = {
  Geography: ['Single site', 'Region', 'National', 'Global'],
  Audience: ['One team', 'One function', 'Several functions', 'Whole organisation'],
  Customers: ['No customers', 'Some customers', 'Every customer'],
};
const workstreamTree: Record<string, string[]> = {
  'Stakeholder engagement': ['Stakeholder map', 'Engagement plan'],
  Communications: ['Communications plan', 'Key messages', 'FAQ'],
  Training: ['Training needs analysis', 'Training plan', 'Training materials'],
  Readiness: ['Readiness assessment', 'Go-live checklist'],
  Sustainment: ['Adoption metrics', 'Handover to business as usual'],
  Leadership: ['Sponsor roadmap', 'Leader briefing pack'],
};
const roleNames = [
  'Sponsor',
  'Change lead',
  'Change champion',
  'Project manager',
  'Business analyst',
  'Training lead',
  'Communications lead',
  'Super user',
];
const peopleTagNames = [
  'Change champion',
  'Super user',
  'Works shifts',
  'Remote worker',
  'New starter',
  'Line manager',
  'Union representative',
  'Mentor',
];
const personaNames = [
  'Front-line clinician',
  'Office worker',
  'Field engineer',
  'Team leader',
  'Executive',
];
const stakeholderNames = [
  ['Payroll provider', 'Contoso Payroll Services'],
  ['Regulator', 'Care Quality Commission'],
  ['Union', 'Unison'],
  ['Software supplier', 'Fabrikam Systems'],
  ['Auditor', 'Northwind Audit LLP'],
  ['Landlord', 'Tailspin Estates'],
];
const templateNames = [
  'Stakeholder map template',
  'Communications calendar',
  'Impact assessment workbook',
  'Training plan template',
  'Go-live checklist',
  'Benefits tracker',
];

/**
 * The admin area's reference lists (SPEC §7) as an organisation of this size keeps them: sites
 * grouped into regions, functions with sub-functions, reach labels, standard workstreams with
 * their deliverables, roles, people tags (some people carry them), personas, stakeholders,
 * tool templates and rating descriptions, with the audit trail of their creation. Flags,
 * phases, types, departments and tags come from the organisation part; sites from people.
 */
export const adminPart: ScalePart = {
  name: 'admin: reference lists, rating descriptions, audit log',
  async run(ctx: ScaleContext) {
    const { random, organisationId } = ctx;
    const people = ctx.need('people');
    const admin = people[0] ?? null;
    const audit: (typeof adminAuditEvents)['$inferInsert'][] = [];
    const created = (entity: string, ids: number[], names: string[]) => {
      for (const [i, id] of ids.entries()) {
        const when = new Date(ctx.today.getTime() - random.int(200, 400) * 86_400_000);
        audit.push({
          organisationId,
          actorId: admin,
          entity,
          entityId: id,
          action: 'create',
          summary: names[i] ?? '',
          after: { id, name: names[i] },
          createdAt: when,
        });
      }
    };
    // Every reference list shares id, organisation, name and position (`referenceColumns`).
    const list = async <T extends PgTable>(
      table: T,
      entity: string,
      names: string[],
      extra: (i: number) => Record<string, unknown> = () => ({}),
    ) => {
      const ids = await ctx.allocateIds(table, names.length);
      await ctx.insert(
        table,
        names.map(
          (name, i) =>
            ({
              id: ids[i],
              organisationId,
              name,
              position: i + 1,
              ...extra(i),
            }) as T['$inferInsert'],
        ),
      );
      created(entity, ids, names);
      return ids;
    };

    const regionNames = Object.keys(regions);
    const regionIds = await list(reportingSiteRegions, 'reporting_site_regions', regionNames);
    // People were written with their sites; each site now joins its region.
    await ctx.client.query(
      `UPDATE reporting_sites s SET region_id = r.region_id
         FROM unnest($2::text[], $3::int[]) AS r(site, region_id)
        WHERE s.organisation_id = $1 AND s.name = r.site`,
      [
        organisationId,
        regionNames.flatMap((region) => regions[region] ?? []),
        regionNames.flatMap((region, i) => (regions[region] ?? []).map(() => regionIds[i])),
      ],
    );
    const trees = [
      [
        functionLabels,
        subFunctions,
        'functionLabelId',
        'function_labels',
        'sub_functions',
        functionTree,
      ],
      [
        changeReachLabels,
        changeReachItems,
        'labelId',
        'change_reach_labels',
        'change_reach_items',
        reachTree,
      ],
      [
        standardWorkstreams,
        standardDeliverables,
        'workstreamId',
        'change_practice_standard_workstreams',
        'change_practice_standard_deliverables',
        workstreamTree,
      ],
    ] as const;
    let children = 0;
    for (const [parent, child, column, parentEntity, childEntity, tree] of trees) {
      const parentNames = Object.keys(tree);
      const parentIds = await list(parent, parentEntity, parentNames);
      const rows = parentNames.flatMap((name, p) =>
        (tree[name] ?? []).map((childName, i) => ({
          name: childName,
          position: i + 1,
          parent: parentIds[p],
        })),
      );
      // Positions count within each parent; the child lists name their parent column differently.
      const childIds = await ctx.allocateIds(child, rows.length);
      await ctx.insert(
        child,
        rows.map(
          (r, i) =>
            ({
              id: childIds[i],
              organisationId,
              name: r.name,
              position: r.position,
              [column]: r.parent,
            }) as unknown as (typeof child)['$inferInsert'],
        ),
      );
      created(
        childEntity,
        childIds,
        rows.map((r) => r.name),
      );
      children += rows.length;
    }
    await list(projectRoles, 'project_roles', roleNames);
    await list(peopleTags, 'people_tags', peopleTagNames);
    await list(personas, 'personas', personaNames);
    const stakeholderIds = await ctx.allocateIds(
      changeExternalStakeholders,
      stakeholderNames.length,
    );
    await ctx.insert(
      changeExternalStakeholders,
      stakeholderNames.map(([name, organisationName], i) => ({
        id: stakeholderIds[i],
        organisationId,
        name: name ?? '',
        organisationName: organisationName ?? '',
        position: i + 1,
      })),
    );
    created(
      'change_external_stakeholders',
      stakeholderIds,
      stakeholderNames.map(([n]) => n ?? ''),
    );
    const templateIds = await ctx.allocateIds(customToolTemplates, templateNames.length);
    await ctx.insert(
      customToolTemplates,
      templateNames.map((name, i) => ({
        id: templateIds[i],
        organisationId,
        name,
        position: i + 1,
        url: `https://intranet.contoso.example/toolkit/${name.toLowerCase().replaceAll(' ', '-')}`,
      })),
    );
    created('custom_tool_templates', templateIds, templateNames);
    await ctx.insert(
      ratingDescriptions,
      ratingItemTypes.flatMap((itemType) =>
        Object.entries(defaultRatingDescriptions[itemType]).map(([level, description]) => ({
          organisationId,
          itemType,
          level: level as keyof (typeof defaultRatingDescriptions)[typeof itemType],
          description,
        })),
      ),
    );
    // About one in ten people carries a tag or two, and one in five a persona and a function.
    const tagged = people.filter(() => random.chance(0.1));
    const tags = tagged.map(() => random.sample(peopleTagNames, random.int(1, 2)).join('\u001f'));
    const profiled = people.filter(() => random.chance(0.2));
    await ctx.client.query(
      `UPDATE user_profiles p SET people_tags = string_to_array(t.tags, chr(31))
         FROM unnest($2::int[], $3::text[]) AS t(id, tags) WHERE p.organisation_id = $1 AND p.id = t.id`,
      [organisationId, tagged, tags],
    );
    const functionNames = Object.keys(functionTree);
    await ctx.client.query(
      `UPDATE user_profiles p SET persona = t.persona, function = t.function
         FROM unnest($2::int[], $3::text[], $4::text[]) AS t(id, persona, function)
        WHERE p.organisation_id = $1 AND p.id = t.id`,
      [
        organisationId,
        profiled,
        profiled.map(() => random.pick(personaNames)),
        profiled.map(() => random.pick(functionNames)),
      ],
    );
    audit.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
    await ctx.insert(adminAuditEvents, audit);
    return `${regionIds.length} regions for ${siteNames.length} sites, ${children} child entries, ${audit.length} audit events, ${tagged.length} people tagged`;
  },
};
