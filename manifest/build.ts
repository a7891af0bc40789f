// npm run manifest -- --url https://<host> --app-id <guid> --client-id <guid> [--out <zip>]
// Builds the Microsoft 365 app package (Teams tabs + Outlook add-in) for one deployment.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildArgsError, parseBuildArgs, USAGE } from './build-args';
import { buildAppPackage } from './build-app-package';
import { formatIssues } from './validate-manifest';

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

async function main(argv: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseBuildArgs(argv, { appVersion: packageJson.version });
  } catch (error) {
    if (!(error instanceof BuildArgsError)) throw error;
    console.error(`Cannot build the app package:\n  ${error.problems.join('\n  ')}\n\n${USAGE}`);
    return 1;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }

  let outcome;
  try {
    outcome = await buildAppPackage(options);
  } catch (error) {
    // Missing or wrong icons, a placeholder without a value: the message says what to fix.
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  if (!outcome.ok) {
    const count = outcome.issues.length;
    console.error(
      `The manifest is not valid (${count} problem${count === 1 ? '' : 's'}):\n${formatIssues(outcome.issues).replace(/^/gm, '  ')}`,
    );
    return 1;
  }

  await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
  await writeFile(options.out, outcome.zip);
  console.log(
    [
      `Wrote ${options.out} (manifest ${String(outcome.manifest.manifestVersion)}, app version ${options.appVersion}, valid against the bundled schema)`,
      `  for ${options.origin}: app id ${options.appId}, Entra client id ${options.clientId}`,
      `  files: ${outcome.files.join(', ')}`,
      `  the host must also serve (Outlook loads them by URL):`,
      ...outcome.hostedImages.map((url) => `    ${url}`),
    ].join('\n'),
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
