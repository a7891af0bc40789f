import { strToU8, zipSync } from 'fflate';

// A fixed timestamp makes the same inputs produce the same zip, byte for byte.
const ENTRY_TIME = new Date(2026, 0, 1);

/**
 * The sideloadable app package: manifest.json and every file it names at the zip's root, as
 * Teams and Outlook expect (no folders).
 */
export function zipAppPackage(
  manifest: object,
  files: ReadonlyMap<string, Uint8Array>,
): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {
    'manifest.json': [strToU8(`${JSON.stringify(manifest, null, 2)}\n`), { mtime: ENTRY_TIME }],
  };
  for (const [name, bytes] of files) {
    if (name.includes('/') || name === 'manifest.json') {
      throw new Error(`"${name}" cannot be a file at the root of the app package`);
    }
    entries[name] = [bytes, { mtime: ENTRY_TIME }];
  }
  return zipSync(entries, { level: 9 });
}
