// better-auth's scrypt takes about 105 ms of processor time per call, on purpose. The API tests make
// hundreds of learners with the same password: one pass called scrypt 722 times (76 s of processor
// time, half the pass). This memo computes each hash and each verification once per test process with
// the production functions; a stored hash is a real scrypt hash that production accepts, and a wrong
// password is still refused by a real scrypt comparison. What changes: learners with the same password
// share one salt, which no test reads.
import { hashPassword, verifyPassword } from 'better-auth/crypto';

const hashes = new Map<string, Promise<string>>();
const verifications = new Map<string, Promise<boolean>>();

export const memoizedPassword = {
  hash(password: string): Promise<string> {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password)));
    return hash;
  },
  verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const key = JSON.stringify([hash, password]);
    let result = verifications.get(key);
    if (!result) verifications.set(key, (result = verifyPassword({ hash, password })));
    return result;
  },
};
