import { describe, expect, it } from 'vitest';
import { formatDeepLink, parseDeepLink, type DeepLink } from './deep-link';

describe('parseDeepLink', () => {
  it.each<[string, DeepLink]>([
    ['home', { to: 'home' }],
    ['projects', { to: 'projects' }],
    ['portfolio', { to: 'portfolio' }],
    ['reports', { to: 'reports' }],
    ['project:12', { to: 'project', projectId: 12 }],
    [' project:12 ', { to: 'project', projectId: 12 }],
    ['project:12/survey-report:34', { to: 'survey-report', projectId: 12, surveyId: 34 }],
    ['project:7/leader-task:56', { to: 'leader-task', projectId: 7, taskId: 56 }],
  ])('reads %j', (text, link) => {
    expect(parseDeepLink(text)).toEqual(link);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['project'],
    ['project:'],
    ['project:0'],
    ['project:-3'],
    ['project:012'],
    ['project:1.5'],
    ['project:12abc'],
    ['project:99999999999'],
    ['project:12:13'],
    ['project:12/'],
    ['project:12/survey-report'],
    ['project:12/survey-report:x'],
    ['project:12/minutes:3'],
    ['project:12/survey-report:34/extra:1'],
    ['survey-report:34'],
    ['leader-task:56'],
    ['admin'],
    ['Projects'],
    ['/projects/12'],
    ['https://evil.example/'],
    [`project:${'1'.repeat(200)}`],
  ])('opens Home for %j', (text) => {
    expect(parseDeepLink(text)).toEqual({ to: 'home' });
  });
});

describe('formatDeepLink', () => {
  it.each<DeepLink>([
    { to: 'home' },
    { to: 'projects' },
    { to: 'portfolio' },
    { to: 'reports' },
    { to: 'project', projectId: 3 },
    { to: 'survey-report', projectId: 3, surveyId: 9 },
    { to: 'leader-task', projectId: 3, taskId: 27 },
  ])('writes %j so it reads back the same', (link) => {
    expect(parseDeepLink(formatDeepLink(link))).toEqual(link);
  });

  it('writes the short forms people put in links', () => {
    expect(formatDeepLink({ to: 'project', projectId: 12 })).toBe('project:12');
    expect(formatDeepLink({ to: 'survey-report', projectId: 12, surveyId: 34 })).toBe(
      'project:12/survey-report:34',
    );
  });
});
