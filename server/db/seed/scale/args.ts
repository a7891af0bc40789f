import { parseArgs } from 'node:util';

export interface ScaleRequest {
  factor: number;
  people: number | undefined;
}

/**
 * Reads `--scale <factor>` and `--people <count>` from a command line (`npm run seed` and
 * `npm start` both take them); other arguments are left to their owner.
 */
export function scaleRequestFrom(argv: string[]): ScaleRequest | undefined {
  const { values } = parseArgs({
    args: argv,
    options: { scale: { type: 'string' }, people: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  if (values.scale === undefined) {
    if (values.people !== undefined) throw new Error('--people goes with --scale <factor>.');
    return undefined;
  }
  const factor = Number(values.scale);
  const people = values.people === undefined ? undefined : Number(values.people);
  if (!Number.isInteger(factor) || factor < 1 || factor > 1000) {
    throw new Error('--scale takes a whole number from 1 to 1000, e.g. --scale 100.');
  }
  if (people !== undefined && (!Number.isInteger(people) || people < 1 || people > 1_000_000)) {
    throw new Error('--people takes a whole number from 1 to 1,000,000, e.g. --people 50000.');
  }
  return { factor, people };
}
