import { http, HttpResponse } from 'msw';
import {
  featureFlagLabels,
  featureFlagNames,
  featureFlagPaths,
  featureFlagsOffByDefault,
  type FeatureFlagName,
} from '@contract/admin/feature-flags';
import { type FeatureFlag } from '@contract/admin/feature-flags.schema';
import { organisationPaths } from '@contract/admin/organisation';
import {
  type ToolAccessSettings,
  type UserOrganisation,
} from '@contract/admin/organisation.schema';
import { assessmentAccessKeys } from '@contract/admin/organisation';
import { peoplePaths } from '@contract/people/profiles';
import { type UsersProfile } from '@contract/people/profiles.schema';
import { apiPath } from '../api-path';

/** The signed-in user of component tests: the demo organisation's admin. */
export function usersProfile(overrides: Partial<UsersProfile> = {}): UsersProfile {
  return {
    id: 1,
    email: 'admin@demo.changecraft.test',
    first_name: 'Ada',
    last_name: 'Admin',
    display_name: 'Ada Admin',
    job_title: 'Head of change',
    role: 'ADMIN',
    is_active: true,
    has_tool_access: true,
    site_id: 1,
    site: 'London',
    department_id: 1,
    department: 'Transformation',
    onboarding_step: 3,
    user_config_step: 2,
    time_zone: null,
    locale: null,
    organisation: { id: 1, name: 'Demo Organisation' },
    ...overrides,
  };
}

export function userOrganisation(overrides: Partial<UserOrganisation> = {}): UserOrganisation {
  return {
    id: 1,
    name: 'Demo Organisation',
    time_zone: 'Europe/London',
    locale: 'en-GB',
    ...overrides,
  };
}

/** Every flag, on as a new organisation has them, with `changes` applied. */
export function featureFlags(
  changes: Partial<Record<FeatureFlagName, boolean>> = {},
): FeatureFlag[] {
  return featureFlagNames.map((name, index) => ({
    id: index + 1,
    name,
    label: featureFlagLabels[name],
    enabled: changes[name] ?? !featureFlagsOffByDefault.includes(name),
  }));
}

export interface SessionData {
  profile?: UsersProfile;
  organisation?: UserOrganisation;
  flags?: FeatureFlag[];
  /** Tool access settings: which assessment entries (the narrative among them) are on. */
  toolAccess?: ToolAccessSettings;
}

export function toolAccessSettings(
  assessments: Partial<ToolAccessSettings['assessments']> = {},
): ToolAccessSettings {
  return {
    admin_roles: ['ADMIN'],
    assessments: {
      ...(Object.fromEntries(
        assessmentAccessKeys.map((key) => [key, true]),
      ) as ToolAccessSettings['assessments']),
      ...assessments,
    },
  };
}

/** The reads every signed-in screen makes: profile, organisation, feature flags. */
export function sessionHandlers(data: SessionData = {}) {
  return [
    http.get(apiPath(peoplePaths.usersProfile()), () =>
      HttpResponse.json<UsersProfile>(data.profile ?? usersProfile()),
    ),
    http.get(apiPath(organisationPaths.userOrganisation()), () =>
      HttpResponse.json<UserOrganisation>(data.organisation ?? userOrganisation()),
    ),
    http.get(apiPath(featureFlagPaths.list()), () =>
      HttpResponse.json<FeatureFlag[]>(data.flags ?? featureFlags()),
    ),
    http.get(apiPath(organisationPaths.toolAccess()), () =>
      HttpResponse.json<ToolAccessSettings>(data.toolAccess ?? toolAccessSettings()),
    ),
  ];
}
