import { describe, expect, it } from 'vitest';
import type { FeatureFlagName } from '@contract/admin/feature-flags';
import type { OrganisationRole } from '@contract/people/roles';
import { featureFlags } from '@tests/msw/handlers/session';
import { enabledFeatures } from '@/lib/session/session-reads';
import { visibleNav, workspaceNav } from './workspace-nav-model';

function labels(
  role: OrganisationRole,
  hasToolAccess: boolean,
  changes: Partial<Record<FeatureFlagName, boolean>> = {},
) {
  return visibleNav(workspaceNav, {
    role,
    hasToolAccess,
    enabled: enabledFeatures(featureFlags(changes)),
  }).map((section) => `${section.label}: ${section.items.map((i) => i.label).join(', ')}`);
}

describe('visibleNav', () => {
  it('gives an admin with tool access every area', () => {
    expect(labels('ADMIN', true)).toEqual([
      'Changecraft: Home, Projects, People, Archive, Reports, Surveys',
      'Portfolio: Portfolio',
      'Admin: Admin',
    ]);
  });

  it('hides areas whose flag is off', () => {
    expect(
      labels('ADMIN', true, { portfolio_manager: false, people_manager: false, admin: false }),
    ).toEqual(['Changecraft: Home, Projects, Archive, Reports, Surveys']);
    expect(labels('ADMIN', true, { changecraft: false })).toEqual([
      'Changecraft: Home',
      'Portfolio: Portfolio',
      'Admin: Admin',
    ]);
  });

  it('hides Admin without tool access, even with the flag on', () => {
    expect(labels('ADMIN', false).some((line) => line.startsWith('Admin'))).toBe(false);
    expect(labels('CHANGE_MANAGER', true).at(-1)).toBe('Admin: Admin');
  });

  it('fits the areas to the role', () => {
    expect(labels('CHANGE_OFFICE', false)).toEqual([
      'Changecraft: Home, Projects, People, Archive, Reports, Surveys',
      'Portfolio: Portfolio',
    ]);
    expect(labels('CHANGE_MANAGER', false)).toEqual([
      'Changecraft: Home, Projects, People, Archive',
    ]);
    expect(labels('LEADER', false)).toEqual(['Changecraft: Home, Projects']);
    expect(labels('EMPLOYEE', false)).toEqual(['Changecraft: Home, Projects']);
  });
});
