/**
 * Requests whose answer must not reveal whether an account exists also take the same time: the
 * work done for a known address (token, outbox row) hides under this floor.
 */
export const EMAIL_REQUEST_MIN_MS = 250;

export async function answerNoSoonerThan(startedAt: number, minimumMs = EMAIL_REQUEST_MIN_MS) {
  const remaining = startedAt + minimumMs - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
