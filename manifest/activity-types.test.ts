import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateCopy } from './build-fixtures';

const serverDir = path.resolve(import.meta.dirname, '..', 'server');

/** Every `activityType: '…'` the server sends to Teams (both results of a conditional too). */
function sentActivityTypes(): Set<string> {
  const found = new Set<string>();
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of files) {
    const text = readFileSync(path.join(serverDir, file), 'utf8');
    for (const [line] of text.matchAll(/activityType: [^,\n]*'[a-zA-Z]+'[^,\n]*/g)) {
      // The values it can take, not what a condition compares with.
      for (const [, name] of line.matchAll(/(?:: |\? )'([a-zA-Z]+)'/g)) if (name) found.add(name);
    }
  }
  return found;
}

describe('Teams activity-feed types', () => {
  // Graph refuses a notification whose activity type the app's manifest does not declare.
  it('declares every activity type the server sends', () => {
    const declared = (
      templateCopy().activities.activityTypes as { type: string; templateText: string }[]
    ).map((a) => a.type);
    const sent = [...sentActivityTypes()];
    expect(sent).toEqual(expect.arrayContaining(['announcementPosted', 'fileShared']));
    expect(declared).toEqual(expect.arrayContaining(sent));
  });

  it('names a shared file by the parameter the server fills in', () => {
    const fileShared = (
      templateCopy().activities.activityTypes as { type: string; templateText: string }[]
    ).find((a) => a.type === 'fileShared');
    expect(fileShared?.templateText).toContain('{fileTitle}');
  });
});
