/**
 * A task boundary: resolves in a later task, so the work after it does not lengthen the current one. A task
 * that runs for more than 50 ms holds up taps and scrolling (a long task); work of tens of milliseconds each
 * goes in tasks of its own. `scheduler.yield()` where the browser has it (it resumes ahead of other queued
 * tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
