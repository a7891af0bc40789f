import { featureFlagNames, type FeatureFlagName } from '@contract/admin/feature-flags';
import { describe, expect, it } from 'vitest';
import { visibleSections } from '@/features/projects/project-sections';
import { projectSections } from './project-sections';

const allBut = (off: FeatureFlagName) => new Set(featureFlagNames.filter((name) => name !== off));

/** Turning a tab's flag off hides the tab for everyone in the organisation (SPEC §6). */
describe('the project tabs the app registers follow their flags', () => {
  it.each([
    ['surveys_tab', 'surveys'],
    ['activation_cycles', 'leaders'],
    ['metrics', 'metrics'],
  ] as const)('%s off hides the %s tab', (flag, tab) => {
    const on = visibleSections(projectSections, {
      role: 'ADMIN',
      features: new Set(featureFlagNames),
    });
    const off = visibleSections(projectSections, { role: 'ADMIN', features: allBut(flag) });
    expect(on.map((s) => s.id)).toContain(tab);
    expect(off.map((s) => s.id)).not.toContain(tab);
  });
});
