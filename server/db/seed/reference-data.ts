import { featureFlagNames, featureFlagsOffByDefault } from '../../../contract/admin/feature-flags';
import { defaultPhaseNames, phaseCodes } from '../../../contract/projects/phases';
import type { Database } from '../client';
import { seedActivityTypes } from './activity-types';
import { featureFlags } from '../schema/feature-flags';
import { phases } from '../schema/phases';
import {
  changeTypes,
  departments,
  projectScopes,
  projectTags,
  reportingSites,
} from '../schema/reference-data';

type Executor = Pick<Database, 'insert'>;

export const changeTypeNames = {
  SYSTEM: 'System',
  BEHAVIOUR: 'Behaviour',
  RESTRUCTURE: 'Restructure',
  PROCESS: 'Process',
  ORG: 'Organisation',
} as const;

export const projectScopeNames = {
  ENTERPRISE: 'Enterprise',
  BUSINESS_UNIT: 'Business unit',
  REGION: 'Region',
  FUNCTION: 'Function',
} as const;

/** What every new organisation starts with: its flags, phases and the spec's enumerations. */
export async function seedOrganisationReferenceData(
  tx: Executor,
  organisationId: number,
  extras: { tags?: string[]; departments?: string[]; sites?: string[] } = {},
): Promise<void> {
  await tx.insert(featureFlags).values(
    featureFlagNames.map((name) => ({
      organisationId,
      name,
      enabled: !featureFlagsOffByDefault.includes(name),
    })),
  );
  await tx.insert(phases).values(
    phaseCodes.map((code, index) => ({
      organisationId,
      code,
      order: index + 1,
      name: defaultPhaseNames[code],
    })),
  );
  await tx
    .insert(changeTypes)
    .values(
      Object.entries(changeTypeNames).map(([code, name]) => ({ organisationId, code, name })),
    );
  await tx
    .insert(projectScopes)
    .values(
      Object.entries(projectScopeNames).map(([code, name]) => ({ organisationId, code, name })),
    );
  await seedActivityTypes(tx, organisationId);
  if (extras.tags?.length) {
    await tx.insert(projectTags).values(extras.tags.map((name) => ({ organisationId, name })));
  }
  if (extras.departments?.length) {
    await tx
      .insert(departments)
      .values(extras.departments.map((name) => ({ organisationId, name })));
  }
  if (extras.sites?.length) {
    // The reporting sites people work at: the directory's site filter and profiles offer them.
    await tx
      .insert(reportingSites)
      .values(extras.sites.map((name, position) => ({ organisationId, name, position })));
  }
}
