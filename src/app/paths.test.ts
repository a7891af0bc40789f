import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it.each(['/home', '/projects/12/changes?tab=2', '/admin/users#top'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/home',
    '//evil.example/home',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth/sign-in?returnTo=/home',
  ])('sends %j to Home instead', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/home');
  });
});

describe('path builders', () => {
  it('build the links the route table matches', () => {
    expect(paths.signIn.href('/projects?x=1')).toBe('/auth/sign-in?returnTo=%2Fprojects%3Fx%3D1');
    expect(paths.survey.href('a b/c')).toBe('/survey/a%20b%2Fc');
    expect(paths.authError.href('interaction_in_progress')).toBe(
      '/auth-error?reason=interaction_in_progress',
    );
  });
});
