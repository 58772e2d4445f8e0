// The benchmarks' counts (runs, connections, requests…): parseArgs reads every option as a
// string, so each count is checked here once, with the option's name in the error.

/** The value of `--name` as a whole number of at least `min`; throws naming the option otherwise. */
export function wholeNumber(name: string, value: string | undefined, min = 0): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}, not "${value}"`);
  return n;
}
