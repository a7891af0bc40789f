import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppPackage, type BuildOutcome } from './build-app-package';
import { compareVersions } from './bundled-schema';
import { loadTemplate, TemplateError } from './fill-template';
import { OUTLOOK_ICON_SIZES, PACKAGE_ICONS } from './package-icons';
import { readPngSize } from './png-size';
import { formatIssues, validateManifest } from './validate-manifest';

const inputs = {
  host: 'changecraft.example.com',
  appId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  clientId: '7d3e1a2b-1111-4222-8333-944455556666',
  appVersion: '1.2.3',
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function entry(zip: Record<string, Uint8Array>, name: string): Uint8Array {
  const bytes = zip[name];
  if (!bytes) throw new Error(`${name} is not in the package (${Object.keys(zip).join(', ')})`);
  return bytes;
}

function template(): Json {
  return structuredClone(loadTemplate()) as Json;
}

async function build(changes?: (template: Json) => void): Promise<BuildOutcome> {
  const edited = template();
  changes?.(edited);
  return buildAppPackage(inputs, { template: edited });
}

async function builtPackage() {
  const outcome = await build();
  if (!outcome.ok) throw new Error(`expected a valid package:\n${formatIssues(outcome.issues)}`);
  return outcome;
}

describe('the generated manifest', () => {
  let manifest: Json;
  beforeAll(async () => {
    manifest = (await builtPackage()).manifest as Json;
  });

  it('validates against the schema bundled with @microsoft/app-manifest', async () => {
    expect(await validateManifest(manifest)).toEqual([]);
    expect(compareVersions(manifest.manifestVersion, '1.24')).toBeGreaterThanOrEqual(0);
    expect(manifest.$schema).toBe(
      `https://developer.microsoft.com/en-us/json-schemas/teams/v${manifest.manifestVersion}/MicrosoftTeams.schema.json`,
    );
  });

  it('carries the ids, host and version it was built for, and no placeholder', () => {
    const text = JSON.stringify(manifest);
    expect(text).not.toMatch(/\{\{\w*\}\}/);
    expect(manifest.id).toBe(inputs.appId);
    expect(manifest.version).toBe('1.2.3');
    expect(manifest.validDomains).toEqual(['changecraft.example.com']);
    expect(manifest.webApplicationInfo).toEqual({
      id: inputs.clientId,
      resource: `api://changecraft.example.com/${inputs.clientId}`,
      nestedAppAuthInfo: [
        {
          redirectUri: 'brk-multihub://changecraft.example.com',
          scopes: [
            'openid',
            'profile',
            'email',
            'offline_access',
            `api://changecraft.example.com/${inputs.clientId}/access_as_user`,
          ],
        },
      ],
    });
    expect(manifest.developer).toMatchObject({
      name: 'Changecraft',
      websiteUrl: 'https://changecraft.example.com/',
      privacyUrl: 'https://changecraft.example.com/privacy',
      termsOfUseUrl: 'https://changecraft.example.com/terms',
    });
    expect(manifest.description.short.length).toBeLessThanOrEqual(80);
    expect(manifest.showLoadingIndicator).toBe(true);
  });

  it('opens Home, Projects, Portfolio and Reports as personal tabs marked for Teams', () => {
    expect(
      manifest.staticTabs.map((tab: Json) => [
        tab.entityId,
        tab.name,
        tab.contentUrl,
        tab.websiteUrl,
      ]),
    ).toEqual(
      ['home', 'projects', 'portfolio', 'reports'].map((route) => [
        route,
        route.charAt(0).toUpperCase() + route.slice(1),
        `https://changecraft.example.com/${route}?host=teams`,
        `https://changecraft.example.com/${route}`,
      ]),
    );
    for (const tab of manifest.staticTabs) expect(tab.scopes).toEqual(['personal']);
  });

  it('adds an Outlook task pane for reading and composing mail, loaded with ?host=outlook', () => {
    const [extension] = manifest.extensions;
    expect(extension.requirements.scopes).toEqual(['mail']);
    const [runtime] = extension.runtimes;
    expect(runtime.code.page).toBe('https://changecraft.example.com/?host=outlook');
    const [ribbon] = extension.ribbons;
    expect(ribbon.contexts).toEqual(['mailRead', 'mailCompose']);
    const control = ribbon.tabs[0].groups[0].controls[0];
    expect(control.actionId).toBe(runtime.actions[0].id);
    expect(runtime.actions[0].type).toBe('openPage');
    const sizes = control.icons.map((icon: Json) => icon.size);
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 80]));
  });

  it('names only icons the package renders, at the sizes Outlook needs', async () => {
    const outcome = await builtPackage();
    const zip = unzipSync(outcome.zip);
    const sizeOf = (url: string) =>
      readPngSize(entry(zip, path.posix.basename(new URL(url).pathname)));

    const extension = (outcome.manifest as Json).extensions[0];
    const group = extension.ribbons[0].tabs[0].groups[0];
    for (const icon of [...group.icons, ...group.controls[0].icons]) {
      expect(sizeOf(icon.url), icon.url).toEqual({ width: icon.size, height: icon.size });
    }
    // Outlook ignores `size` here and measures the files: 64 and 128 pixels for a mail add-in.
    const { icon, highResolutionIcon } = extension.alternates[0].alternateIcons;
    expect(sizeOf(icon.url)).toEqual({ width: 64, height: 64 });
    expect(sizeOf(highResolutionIcon.url)).toEqual({ width: 128, height: 128 });

    expect(outcome.hostedImages).toEqual(
      [
        ...OUTLOOK_ICON_SIZES.map((size) => `outlook-${size}.png`),
        'outlook-addin-128.png',
        'outlook-addin-64.png',
      ]
        .map((file) => `https://changecraft.example.com/icons/${file}`)
        .sort(),
    );
  });
});

describe('a broken manifest', () => {
  it('without accentColor fails with an error naming the field', async () => {
    const outcome = await build((manifest) => delete manifest.accentColor);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual([
      { path: '/accentColor', message: 'required property is missing' },
    ]);
    expect(formatIssues(outcome.issues)).toBe('/accentColor: required property is missing');
  });

  it('with a static tab of scope "galaxy" names the tab, the value and what is allowed', async () => {
    const outcome = await build((manifest) => {
      manifest.staticTabs[2].scopes = ['galaxy'];
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(formatIssues(outcome.issues)).toBe(
      '/staticTabs/2/scopes/0: must be one of "team", "personal", "groupChat" (found "galaxy")',
    );
  });

  it('reports every problem at once, each with its JSON path', async () => {
    const outcome = await build((manifest) => {
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
    const issues = await validateManifest({ ...template(), manifestVersion: '9.99' });
    expect(issues).toEqual([
      {
        path: '/manifestVersion',
        message: expect.stringMatching(/^no schema for version "9.99" is bundled/),
      },
    ]);
  });

  it('whose $schema points at another version is caught', async () => {
    const manifest = (await builtPackage()).manifest;
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
      build((manifest) => {
        manifest.developer.websiteUrl = 'https://{{hostname}}/';
      }),
    ).rejects.toThrow(
      new TemplateError('/developer/websiteUrl: no value for the placeholder {{hostname}}'),
    );
  });
});

describe('the app package', () => {
  let zip: Record<string, Uint8Array>;
  let outcome: Extract<BuildOutcome, { ok: true }>;
  beforeAll(async () => {
    outcome = await builtPackage();
    zip = unzipSync(outcome.zip);
  });

  it('holds manifest.json and the icons at its root, nothing else', () => {
    expect(Object.keys(zip).sort()).toEqual(
      ['manifest.json', ...PACKAGE_ICONS.map((icon) => icon.file)].sort(),
    );
    expect(JSON.parse(strFromU8(entry(zip, 'manifest.json')))).toEqual(outcome.manifest);
    const manifest = outcome.manifest as Json;
    expect(manifest.icons).toEqual({
      color: 'color.png',
      outline: 'outline.png',
      color32x32: 'color32x32.png',
    });
  });

  it('has a 192×192 colour icon in teal and purple and a 32×32 outline icon', () => {
    expect(readPngSize(entry(zip, 'color.png'))).toEqual({ width: 192, height: 192 });
    expect(readPngSize(entry(zip, 'outline.png'))).toEqual({ width: 32, height: 32 });
    expect(readPngSize(entry(zip, 'color32x32.png'))).toEqual({ width: 32, height: 32 });

    const color = PNG.sync.read(Buffer.from(entry(zip, 'color.png')));
    const pixel = (x: number, y: number) => [
      ...color.data.subarray((y * 192 + x) * 4, (y * 192 + x) * 4 + 4),
    ];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - (expected[index] ?? NaN)) <= 12);
    expect(near(pixel(0, 0), [0x0f, 0x7b, 0x7b, 255]), `top-left ${pixel(0, 0)} is teal`).toBe(
      true,
    );
    expect(
      near(pixel(191, 191), [0x6b, 0x3f, 0xa0, 255]),
      `bottom-right ${pixel(191, 191)} is purple`,
    ).toBe(true);
    const translucent = color.data.filter((value, index) => index % 4 === 3 && value !== 255);
    expect(translucent.length, 'the colour icon is fully opaque').toBe(0);
  });

  it('has an outline icon of white and transparent pixels only, with a visible mark', () => {
    const outline = PNG.sync.read(Buffer.from(entry(zip, 'outline.png')));
    let opaque = 0;
    const offending: string[] = [];
    for (let i = 0; i < outline.data.length; i += 4) {
      const [r, g, b, a] = outline.data.subarray(i, i + 4);
      if (a === 255) opaque += 1;
      const white = r === 255 && g === 255 && b === 255;
      if (a !== 0 && !white) offending.push(`pixel ${i / 4}: rgba(${r}, ${g}, ${b}, ${a})`);
    }
    expect(offending).toEqual([]);
    expect(opaque).toBeGreaterThan(100);
  });

  it('is the same, byte for byte, when built again from the same inputs', async () => {
    const again = await builtPackage();
    expect(Buffer.from(again.zip).equals(Buffer.from(outcome.zip))).toBe(true);
  });
});

describe('npm run manifest', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const run = promisify(execFile);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'changecraft-manifest-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function manifestCli(...args: string[]) {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', 'manifest/build.ts', ...args],
        { cwd: root },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('writes the zip and says what it built', async () => {
    const out = path.join(dir, 'nested', 'changecraft.zip');
    const result = await manifestCli(
      '--url',
      'https://localhost:5443',
      '--app-id',
      '0F8FAD5B-D9CB-469F-A165-70867728950E',
      '--client-id',
      inputs.clientId,
      '--out',
      out,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Wrote ${out} (manifest 1.`);
    expect(result.stdout).toContain('https://localhost:5443/icons/outlook-80.png');
    const manifest = JSON.parse(strFromU8(entry(unzipSync(await readFile(out)), 'manifest.json')));
    expect(manifest.id).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(manifest.staticTabs[0].contentUrl).toBe('https://localhost:5443/home?host=teams');
    expect(manifest.webApplicationInfo.resource).toBe(`api://localhost:5443/${inputs.clientId}`);
  });

  it('refuses bad arguments with a clear message and the usage, exit code 1', async () => {
    const result = await manifestCli(
      '--url',
      'http://changecraft.example.com',
      '--app-id',
      'changecraft',
      '--out',
      path.join(dir, 'never.zip'),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Cannot build the app package:');
    expect(result.stderr).toContain('--url "http://changecraft.example.com" must use https');
    expect(result.stderr).toContain('--app-id "changecraft" is not a GUID');
    expect(result.stderr).toContain('--client-id is required');
    expect(result.stderr).toContain('Usage: npm run manifest --');
    await expect(readFile(path.join(dir, 'never.zip'))).rejects.toThrow(/ENOENT/);
  });

  it('names an unknown option', async () => {
    const result = await manifestCli('--colour', 'teal');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown option --colour');
  });
});
