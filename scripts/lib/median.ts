/** The middle value of a bench's runs (the lower of the two middle ones for an even count), ignoring runs that measured nothing. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
