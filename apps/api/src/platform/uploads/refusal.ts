/**
 * Why a file was not read: not of a kind the route takes, unsafe to read (past a bound of size,
 * depth, time or memory), unreadable (damaged, or not what its type says), or longer than the route
 * takes. The reading thread answers it; the route turns it into a problem answer.
 */
export type Refusal = "type" | "unsafe" | "unreadable" | "too_many_rows";

export class FileRefused extends Error {
  constructor(
    readonly reason: Refusal,
    message: string,
  ) {
    super(message);
  }
}
