/** The editing screen's port: `EDIT_PORT`, 4321 by default (Astro's own default). */
export const DEFAULT_EDIT_PORT = 4321;

/** Reads `EDIT_PORT`; anything but a port number stops `npm run edit` with a message naming it. */
export function editPort(value = process.env.EDIT_PORT): number {
  if (value === undefined || value.trim() === "") return DEFAULT_EDIT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`EDIT_PORT must be a port number from 1 to 65535, got '${value}'`);
  return port;
}
