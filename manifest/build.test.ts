import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildValidSample, type Json, sampleInputs, zipEntry } from './build-fixtures';
import { compareVersions } from './bundled-schema';
import { OUTLOOK_ICON_SIZES, PACKAGE_ICONS } from './package-icons';
import { readPngSize } from './png-size';
import { validateManifest } from './validate-manifest';
import type { BuildOutcome } from './build-app-package';

describe('the generated manifest', () => {
  let manifest: Json;
  beforeAll(async () => {
    manifest = (await buildValidSample()).manifest as Json;
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
    expect(manifest.id).toBe(sampleInputs.appId);
    expect(manifest.version).toBe('1.2.3');
    expect(manifest.validDomains).toEqual(['changecraft.example.com']);
    expect(manifest.webApplicationInfo).toEqual({
      id: sampleInputs.clientId,
      resource: `api://changecraft.example.com/${sampleInputs.clientId}`,
      nestedAppAuthInfo: [
        {
          redirectUri: 'brk-multihub://changecraft.example.com',
          scopes: [
            'openid',
            'profile',
            'email',
            'offline_access',
            `api://changecraft.example.com/${sampleInputs.clientId}/access_as_user`,
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
    const outcome = await buildValidSample();
    const zip = unzipSync(outcome.zip);
    const sizeOf = (url: string) =>
      readPngSize(zipEntry(zip, path.posix.basename(new URL(url).pathname)));

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

describe('the app package', () => {
  let zip: Record<string, Uint8Array>;
  let outcome: Extract<BuildOutcome, { ok: true }>;
  beforeAll(async () => {
    outcome = await buildValidSample();
    zip = unzipSync(outcome.zip);
  });

  it('holds manifest.json and the icons at its root, nothing else', () => {
    expect(Object.keys(zip).sort()).toEqual(
      ['manifest.json', ...PACKAGE_ICONS.map((icon) => icon.file)].sort(),
    );
    expect(JSON.parse(strFromU8(zipEntry(zip, 'manifest.json')))).toEqual(outcome.manifest);
    const manifest = outcome.manifest as Json;
    expect(manifest.icons).toEqual({
      color: 'color.png',
      outline: 'outline.png',
      color32x32: 'color32x32.png',
    });
  });

  it('has a 192×192 colour icon in teal and purple and a 32×32 outline icon', () => {
    expect(readPngSize(zipEntry(zip, 'color.png'))).toEqual({ width: 192, height: 192 });
    expect(readPngSize(zipEntry(zip, 'outline.png'))).toEqual({ width: 32, height: 32 });
    expect(readPngSize(zipEntry(zip, 'color32x32.png'))).toEqual({ width: 32, height: 32 });

    const color = PNG.sync.read(Buffer.from(zipEntry(zip, 'color.png')));
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
    const outline = PNG.sync.read(Buffer.from(zipEntry(zip, 'outline.png')));
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
    const again = await buildValidSample();
    expect(Buffer.from(again.zip).equals(Buffer.from(outcome.zip))).toBe(true);
  });
});
