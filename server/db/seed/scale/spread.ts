/**
 * Deterministic spreads for rows PostgreSQL generates itself: item `k` of a thing goes to person
 * `(start + k × stride) mod n`, which never repeats within `n` when the stride is prime to `n`.
 */
export function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The first stride from `from` (taken mod `n`, at least 1) that is prime to `n`. */
export function coprimeStride(n: number, from: number): number {
  if (n <= 1) return 1;
  let stride = Math.max(1, from % n);
  while (gcd(stride, n) !== 1) stride += 1;
  return stride;
}

export function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
