import { describe, expect, it } from 'vitest';
import { featureFlagPaths } from '@contract/admin/feature-flags';
import { phasePaths } from '@contract/projects/phases';
import { apiKey } from './api-key';

const leaderTasks = (cycleId: number, projectId: number) =>
  `leader-tasks/?activation_cycle_id=${cycleId}&project=${projectId}`;

describe('apiKey', () => {
  it('is the URL the contract builds', () => {
    expect(apiKey(phasePaths.forProject, 12)).toBe('projects/12/phases/');
    expect(apiKey(leaderTasks, 3, 12)).toBe('leader-tasks/?activation_cycle_id=3&project=12');
    expect(apiKey(featureFlagPaths.list)).toBe('feature-flags/');
  });

  it.each([undefined, null, -1, '', '-1'])(
    'is null (no read) when a parameter is %j',
    (missing) => {
      expect(apiKey(phasePaths.forProject, missing as number | undefined)).toBeNull();
      expect(apiKey(leaderTasks, 3, missing as number | undefined)).toBeNull();
    },
  );

  it('keeps 0 and other real values', () => {
    expect(apiKey(phasePaths.forProject, 0)).toBe('projects/0/phases/');
  });
});
