import { describe, expect, it } from 'vitest';
import { buildSample, buildValidSample, templateCopy } from './build-fixtures';
import { TemplateError } from './fill-template';
import { formatIssues, validateManifest } from './validate-manifest';

describe('a broken manifest', () => {
  it('without accentColor fails with an error naming the field', async () => {
    const outcome = await buildSample((manifest) => delete manifest.accentColor);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual([
      { path: '/accentColor', message: 'required property is missing' },
    ]);
    expect(formatIssues(outcome.issues)).toBe('/accentColor: required property is missing');
  });

  it('with a static tab of scope "galaxy" names the tab, the value and what is allowed', async () => {
    const outcome = await buildSample((manifest) => {
      manifest.staticTabs[2].scopes = ['galaxy'];
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(formatIssues(outcome.issues)).toBe(
      '/staticTabs/2/scopes/0: must be one of "team", "personal", "groupChat" (found "galaxy")',
    );
  });

  it('reports every problem at once, each with its JSON path', async () => {
    const outcome = await buildSample((manifest) => {
      manifest.accentColor = 'teal';
      manifest.colour = '#0F7B7B';
      manifest.extensions[0].runtimes[0].code.page = 'http://{{host}}/?host=outlook';
      manifest.icons.outline = 'outline-white.png';
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const text = formatIssues(outcome.issues);
    expect(text).toContain('/accentColor: must match ^#[0-9a-fA-F]{6}$ (found "teal")');
    expect(text).toContain('/colour: is not a property the schema allows here');
    expect(text).toContain(
      '/extensions/0/runtimes/0/code/page: must match ^[Hh][Tt][Tt][Pp][Ss]:// (found "http://changecraft.example.com/?host=outlook")',
    );
    expect(text).toMatch(/^\/icons\/outline: names "outline-white.png", which is not one of/m);
    expect(outcome.issues).toHaveLength(4);
  });

  it('whose manifestVersion has no bundled schema says so instead of fetching one', async () => {
    const issues = await validateManifest({ ...templateCopy(), manifestVersion: '9.99' });
    expect(issues).toEqual([
      {
        path: '/manifestVersion',
        message: expect.stringMatching(/^no schema for version "9.99" is bundled/),
      },
    ]);
  });

  it('whose $schema points at another version is caught', async () => {
    const manifest = (await buildValidSample()).manifest;
    const issues = await validateManifest({
      ...manifest,
      $schema:
        'https://developer.microsoft.com/en-us/json-schemas/teams/v1.17/MicrosoftTeams.schema.json',
    });
    expect(issues).toEqual([
      { path: '/$schema', message: expect.stringContaining('to match manifestVersion') },
    ]);
  });

  it('with a placeholder that has no value stops the build, naming where it is', async () => {
    await expect(
      buildSample((manifest) => {
        manifest.developer.websiteUrl = 'https://{{hostname}}/';
      }),
    ).rejects.toThrow(
      new TemplateError('/developer/websiteUrl: no value for the placeholder {{hostname}}'),
    );
  });
});
