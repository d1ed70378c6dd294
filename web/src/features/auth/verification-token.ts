// The mailed confirmation links carry better-auth's token, a signed JWT. Its payload says whether it
// confirms a new account or an email change (settings), so the callback page can say the right thing.
// Reading it is only for the wording: the server checks the signature.

export type VerificationKind = 'signUp' | 'emailChange';

function decodeBase64Url(value: string): string {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function getVerificationKind(token: string | null): VerificationKind {
  const payload = token?.split('.')[1];
  if (!payload) return 'signUp';
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { requestType?: unknown };
    return claims.requestType === 'change-email-verification' ? 'emailChange' : 'signUp';
  } catch {
    return 'signUp';
  }
}
