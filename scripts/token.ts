// `npm run -s token -- <email> [--expires-in <seconds>]`: prints an access token of the local
// identity provider for that person, and nothing else, so `$(npm run -s token -- …)` works.
import { config as loadDotenv } from 'dotenv';
import { runTokenCommand } from '../server/auth/local-provider/token-command';

loadDotenv({ quiet: true });

process.exitCode = await runTokenCommand(process.argv.slice(2), process.env, {
  stdout: process.stdout,
  stderr: process.stderr,
});
