import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('reads a lost or refused connection as unavailable, directly or wrapped by the query builder', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves a statement the database refused as an error of its own', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    const wrapped = new Error('Failed query: insert', {
      cause: withCode('violates row-level security policy', '42501'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
