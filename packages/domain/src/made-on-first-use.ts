/**
 * A value made at its first use and kept from then on: a module's `Intl` formatters are built
 * when something is first formatted, not while the module loads (a phone's first task is shorter).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
