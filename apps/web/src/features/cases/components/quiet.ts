/**
 * Wraps a confirm dialog's action: a failed call was already shown by the API client's toast, so the
 * rejection is swallowed here instead of surfacing as an unhandled error.
 */
export function quiet(action: () => Promise<unknown>): () => Promise<void> {
  return async () => {
    try {
      await action();
    } catch {
      // Reported by the API client.
    }
  };
}
