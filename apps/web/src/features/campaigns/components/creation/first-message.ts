/** The first message of a nested field error (the hours' errors sit at `hours.mon.0.to`). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
