// The one-click unsubscribe link's token: the account id signed with a key derived from the server's
// secret (AUTH_SECRET), so no column holds a token and a changed id or signature is refused. It does
// not expire: an unsubscribe link in an old mail must still work (RFC 8058).
import crypto from 'node:crypto';
import type { Auth } from '../../auth';

const PURPOSE = 'mpu-learning-reminder-unsubscribe';

function signatureOf(secret: string, userId: string): string {
  const key = crypto.createHmac('sha256', secret).update(PURPOSE).digest();
  return crypto.createHmac('sha256', key).update(userId).digest('base64url');
}

/** The secret better-auth signs sessions with. */
export function secretOf(auth: Auth): string {
  const secret = auth.options.secret;
  if (!secret) throw new Error('the auth instance has no secret');
  return secret;
}

export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signatureOf(secret, userId)}`;
}

/** The account id of a genuine token, or undefined. */
export function readUnsubscribeToken(secret: string, token: string): string | undefined {
  const [encodedId, signature, ...rest] = token.split('.');
  if (!encodedId || !signature || rest.length > 0) return undefined;
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8');
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : undefined;
}
