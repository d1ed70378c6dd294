import { describe, expect, it } from 'vitest';
import { getVerificationKind } from './verification-token';

const jwt = (payload: object) =>
  ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'signature'].join('.');

describe('getVerificationKind', () => {
  it('recognises the link that confirms an email change', () => {
    expect(
      getVerificationKind(jwt({ email: 'alt@example.org', updateTo: 'neu@example.org', requestType: 'change-email-verification' })),
    ).toBe('emailChange');
  });

  it('treats every other token as the confirmation of a new account', () => {
    expect(getVerificationKind(jwt({ email: 'lea@example.org' }))).toBe('signUp');
    expect(getVerificationKind(jwt({ email: 'ü@example.org', requestType: 'change-email-confirmation' }))).toBe('signUp');
    expect(getVerificationKind('kaputt')).toBe('signUp');
    expect(getVerificationKind('a.%%%.c')).toBe('signUp');
    expect(getVerificationKind(null)).toBe('signUp');
  });
});
