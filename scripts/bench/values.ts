/** Numbers as the bench's tables write them, and the checks its budgets file needs. */
export const kb = (bytes: number) => bytes / 1024;
export const whole = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "n/a");
export const decimals = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : "n/a";
export const oneDecimal = (bytes: number) => decimals(kb(bytes), 1);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
export const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
