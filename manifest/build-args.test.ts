import { describe, expect, it } from 'vitest';
import { BuildArgsError, DEFAULT_OUT, parseBuildArgs } from './build-args';

const defaults = { appVersion: '0.1.0' };
const appId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const clientId = '7d3e1a2b-1111-4222-8333-944455556666';

function problems(argv: string[]): readonly string[] {
  try {
    parseBuildArgs(argv, defaults);
  } catch (error) {
    if (error instanceof BuildArgsError) return error.problems;
    throw error;
  }
  throw new Error(`expected ${argv.join(' ')} to be refused`);
}

describe('npm run manifest arguments', () => {
  it('take an https origin, two GUIDs and defaults for the rest', () => {
    expect(
      parseBuildArgs(
        [
          '--url',
          'https://Changecraft.Example.com/',
          '--app-id',
          appId.toUpperCase(),
          '--client-id',
          clientId,
        ],
        defaults,
      ),
    ).toEqual({
      origin: 'https://changecraft.example.com',
      host: 'changecraft.example.com',
      appId,
      clientId,
      appVersion: '0.1.0',
      out: DEFAULT_OUT,
    });
  });

  it('keep a non-default port in the host, as Teams and Entra see it', () => {
    const options = parseBuildArgs(
      [
        '--url=https://localhost:5443',
        `--app-id=${appId}`,
        `--client-id=${clientId}`,
        '--app-version',
        '2.0.1',
        '--out',
        'build/app.zip',
      ],
      defaults,
    );
    expect(options).toMatchObject({
      host: 'localhost:5443',
      appVersion: '2.0.1',
      out: 'build/app.zip',
    });
  });

  it('answer --help with the usage', () => {
    expect(parseBuildArgs(['--help'], defaults)).toBe('help');
  });

  it('list every missing argument at once', () => {
    expect(problems([])).toEqual([
      '--url is required: the https:// origin Changecraft is served from',
      "--app-id is required: the Microsoft 365 app's id",
      "--client-id is required: the application (client) id of the app's Entra ID registration",
    ]);
  });

  it.each([
    ['http://changecraft.example.com', 'must use https'],
    ['changecraft.example.com', 'is not a URL'],
    ['https://changecraft.example.com/app', 'must be an origin only'],
    ['https://changecraft.example.com/?host=teams', 'must be an origin only'],
    ['https://admin:secret@changecraft.example.com', 'must be an origin only'],
  ])('refuse --url %s (%s)', (url, reason) => {
    const [problem] = problems(['--url', url, '--app-id', appId, '--client-id', clientId]);
    expect(problem).toContain(`--url "${url}" ${reason}`);
  });

  it('refuse ids that are not GUIDs, naming which and what it should be', () => {
    expect(
      problems(['--url', 'https://a.example', '--app-id', '1234', '--client-id', `{${clientId}}`]),
    ).toEqual([
      '--app-id "1234" is not a GUID (like 0f8fad5b-d9cb-469f-a165-70867728950e): the Microsoft 365 app\'s id',
      `--client-id "{${clientId}}" is not a GUID (like 0f8fad5b-d9cb-469f-a165-70867728950e): the application (client) id of the app's Entra ID registration`,
    ]);
  });

  it('refuse an app version Teams would not accept and an output that is not a zip', () => {
    const valid = ['--url', 'https://a.example', '--app-id', appId, '--client-id', clientId];
    expect(problems([...valid, '--app-version', '1.0', '--out', 'dist/manifest'])).toEqual([
      '--app-version "1.0" must be three numbers, like 1.4.0',
      '--out "dist/manifest" must name a .zip file',
    ]);
  });

  it('name unknown options, options without a value and stray arguments', () => {
    expect(problems(['--colour', 'teal'])).toEqual(['unknown option --colour']);
    expect(problems(['--url'])).toEqual(['--url needs a value']);
    expect(problems(['--url', '--app-id', appId])).toEqual(['--url needs a value']);
    expect(problems(['https://a.example'])).toEqual([
      'unexpected argument https://a.example: every value follows its --option',
    ]);
  });
});
