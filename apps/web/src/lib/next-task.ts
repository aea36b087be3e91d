/**
 * A macrotask of its own: the browser runs what waits (input, paint) before it. The web app's
 * start is split in such tasks, so that none holds a phone's main thread for long (issue #28).
 */
export function inTaskOfItsOwn(work: () => void): void {
  setTimeout(work, 0);
}

/** Resolves in a task of its own (`inTaskOfItsOwn`), for an async function that goes on there. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inTaskOfItsOwn(resolve));
}
