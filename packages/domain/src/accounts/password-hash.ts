import { hash, verify } from "@node-rs/argon2";

/**
 * Argon2id with OWASP's baseline cost (19 MiB, 2 passes): memory-hard, so a stolen table is
 * expensive to brute-force. Server-side only.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Verified against when an e-mail is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  return decoyHash;
}
