import { parseArgs } from 'node:util';

/** What `npm run manifest` builds: the app for one host, app id and Entra client. */
export interface BuildOptions {
  /** The origin the app is served from, e.g. `https://changecraft.example.com`. */
  origin: string;
  /** Its host (with the port when not 443), e.g. `changecraft.example.com`. */
  host: string;
  appId: string;
  clientId: string;
  appVersion: string;
  out: string;
}

export const DEFAULT_OUT = 'dist/manifest/changecraft.zip';

export const USAGE = `Usage: npm run manifest -- --url https://<host> --app-id <guid> --client-id <guid> [--out ${DEFAULT_OUT}] [--app-version <x.y.z>]

  --url          the HTTPS origin Changecraft is served from (the host Teams and Outlook load)
  --app-id       the Microsoft 365 app's id, a GUID you choose once and keep (e.g. from \`uuidgen\`)
  --client-id    the application (client) id of the app's Entra ID registration
  --out          where to write the app package (default ${DEFAULT_OUT})
  --app-version  the app package version, raised for every upload (default: package.json version)`;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const APP_VERSION = /^\d+\.\d+\.\d+$/;

export class BuildArgsError extends Error {
  override name = 'BuildArgsError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/**
 * Reads the command line. Returns 'help' for --help; throws BuildArgsError listing every problem
 * at once, so one run tells the user all they need to fix.
 */
export function parseBuildArgs(
  argv: readonly string[],
  defaults: { appVersion: string },
): BuildOptions | 'help' {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        'app-id': { type: 'string' },
        'client-id': { type: 'string' },
        out: { type: 'string' },
        'app-version': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new BuildArgsError([parseArgsProblem(error)]);
  }
  if (values.help) return 'help';

  const problems: string[] = [];
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };

  const url = text('url');
  let origin = '';
  let host = '';
  if (!url) {
    problems.push('--url is required: the https:// origin Changecraft is served from');
  } else {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed) {
      problems.push(
        `--url "${url}" is not a URL; give an origin like https://changecraft.example.com`,
      );
    } else if (parsed.protocol !== 'https:') {
      problems.push(`--url "${url}" must use https: Teams and Outlook only load apps over HTTPS`);
    } else if (
      parsed.username ||
      parsed.password ||
      parsed.pathname !== '/' ||
      parsed.search ||
      parsed.hash
    ) {
      problems.push(
        `--url "${url}" must be an origin only (https://host[:port]), without path, query or credentials`,
      );
    } else {
      origin = parsed.origin;
      host = parsed.host;
    }
  }

  const guid = (name: 'app-id' | 'client-id', what: string) => {
    const value = text(name);
    if (!value) {
      problems.push(`--${name} is required: ${what}`);
      return '';
    }
    if (!GUID.test(value)) {
      problems.push(
        `--${name} "${value}" is not a GUID (like 0f8fad5b-d9cb-469f-a165-70867728950e): ${what}`,
      );
      return '';
    }
    return value.toLowerCase();
  };
  const appId = guid('app-id', "the Microsoft 365 app's id");
  const clientId = guid(
    'client-id',
    "the application (client) id of the app's Entra ID registration",
  );

  const appVersion = text('app-version') ?? defaults.appVersion;
  if (!APP_VERSION.test(appVersion)) {
    problems.push(`--app-version "${appVersion}" must be three numbers, like 1.4.0`);
  }

  const out = text('out') || DEFAULT_OUT;
  if (!out.endsWith('.zip')) problems.push(`--out "${out}" must name a .zip file`);

  if (problems.length > 0) throw new BuildArgsError(problems);
  return { origin, host, appId, clientId, appVersion, out };
}

function parseArgsProblem(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec(message)?.[1];
    return `unknown option ${option ?? message}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = /'(--[\w-]+)/.exec(message)?.[1];
    return option ? `${option} needs a value` : message;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /'([^']+)'/.exec(message)?.[1];
    return `unexpected argument ${argument ?? message}: every value follows its --option`;
  }
  return message;
}
