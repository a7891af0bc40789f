import { writeFileSync } from 'node:fs';
import { Ruleset, Spectral } from '@stoplight/spectral-core';
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@tests/support/test-server';

type RulesetDefinition = ConstructorParameters<typeof Ruleset>[0];

/**
 * The one documented exception: the product's ids are numbers (SPEC), so OWASP's advice to
 * use random ids (`no-numeric-ids`) does not apply; tenancy and RLS keep one organisation's
 * ids out of another's reach instead.
 */
const EXCEPTIONS = new Set(['owasp:api1:2023-no-numeric-ids']);

/**
 * Errors the document still has, by rule (issue 37): each may only go down. When a rule reaches
 * 0 it leaves this table; the target is an empty table.
 */
const REMAINING: Record<string, number> = {};

// Issue 37: the published document, linted with Spectral's `oas` ruleset and the OWASP API
// Security ruleset, has no error besides the one exception.
describe('the OpenAPI document under the OWASP ruleset', () => {
  const server = useTestServer();

  it('has no OWASP or oas error beyond the documented exception and the remaining table', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/schema/' });
    expect(res.statusCode).toBe(200);
    const spectral = new Spectral();
    // The packages' declared types of their rulesets omit `extends`, which the rules do not use.
    spectral.setRuleset(
      new Ruleset({
        extends: [oas as unknown as RulesetDefinition, owasp as unknown as RulesetDefinition],
      } as RulesetDefinition),
    );
    const results = await spectral.run(res.body);
    const errors: Record<string, number> = {};
    const warnings: Record<string, number> = {};
    for (const r of results) {
      const code = String(r.code);
      if (EXCEPTIONS.has(code)) continue;
      const tally = r.severity === 0 ? errors : warnings;
      tally[code] = (tally[code] ?? 0) + 1;
    }
    if (process.env.OWASP_REPORT) {
      writeFileSync(process.env.OWASP_REPORT, JSON.stringify({ errors, warnings }, null, 2));
    }
    const over = Object.entries(errors).filter(([code, n]) => n > (REMAINING[code] ?? 0));
    expect(Object.fromEntries(over)).toEqual({});
  }, 300_000);
});
