import { describe, expect, it } from 'vitest';
import { distinctLabels } from './project-details-card';

describe('a team member’s title and role', () => {
  it('says a job title that is the role’s own name once', () => {
    expect(distinctLabels(['Change manager', 'Change manager'])).toBe('Change manager');
    expect(distinctLabels(['change manager ', 'Change manager'])).toBe('change manager ');
    expect(distinctLabels(['Head of change', 'Change manager'])).toBe(
      'Head of change · Change manager',
    );
    expect(distinctLabels([null, 'Employee'])).toBe('Employee');
  });
});
