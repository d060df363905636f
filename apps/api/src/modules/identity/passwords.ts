import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@logicareers/shared/constants';
import { MSG } from '@logicareers/shared/messages';
import { AppError } from '../../lib/errors';

/** argon2id with the parameters OWASP recommends (m=19456 KiB, t=2, p=1). */
// Algorithm.Argon2id is a const enum, which isolated modules cannot read; its value is 2.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The most common passwords seen in breaches, as zxcvbn-ts ships them (@zxcvbn-ts/language-common:
 * 49,233 passwords, of which 17,950 are long enough to pass the length rule). Loaded on first use
 * (about 0.2 s), compared without regard to case.
 */
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
          .map((password) => password.toLowerCase()),
      ),
  ));

export const isCommonPassword = async (password: string) =>
  (await commonPasswords()).has(password.toLowerCase());

/** Refuses (on `field`) a password a user chooses when it is one of the most common. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('VALIDATION', { [field]: MSG.passwordTooCommon });
  }
}

/**
 * The hash of a password a user chooses, refused when it is one of the most common. Every new
 * password goes through here; the length rule is checked by the shared schemas before.
 */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  await refuseCommonPassword(password, field);
  return hashPassword(password);
}

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
