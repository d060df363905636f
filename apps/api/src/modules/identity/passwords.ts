import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the parameters OWASP recommends (m=19456 KiB, t=2, p=1). */
// Algorithm.Argon2id is a const enum, which isolated modules cannot read; its value is 2.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Compared against when no account matches, so unknown e-mails take as long as wrong passwords.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
