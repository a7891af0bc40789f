import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as checkingSerializer } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * How responses become JSON.
 *
 * Checked (tests, `npm run dev`): every response goes through its route's contract schema, and
 * it must already be exactly what the contract describes: a presenter that adds a field the
 * schema would strip, or leaves out one it would default, fails the test instead of being fixed
 * up silently. Served (`npm start`): the presenters' output is typed by the contract and proven
 * by those tests, so it is written with `JSON.stringify` directly; validating a 50-row page with
 * zod on every request would cost more than the rest of the request's own work.
 */
export function responseSerializer(checked: boolean): FastifySerializerCompiler<ZodType> {
  if (!checked) return () => (data) => JSON.stringify(data);
  return (route) => {
    const encode = checkingSerializer(route);
    return (data) => {
      const json = encode(data);
      // The contract's encoding must not change the presenter's output.
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(data)))) {
        throw new Error(
          `The response of ${route.method} ${route.url} is not exactly its contract's shape: ` +
            `its presenter emits ${JSON.stringify(data).slice(0, 300)}, the contract ${json.slice(0, 300)}`,
        );
      }
      return json;
    };
  };
}
