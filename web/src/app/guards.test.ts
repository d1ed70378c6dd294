import { describe, expect, it } from 'vitest';
import type { Me } from '@common/schemas/me';
import { makeLearnerMe } from '../test/me-fixture';
import { decideAccess } from './guards';

const makeMe = makeLearnerMe;

describe('decideAccess', () => {
  it('shows a spinner while the session is unknown', () => {
    expect(decideAccess({ status: 'pending' })).toBe('spinner');
    expect(decideAccess({ status: 'pending', page: 'videos', adminOnly: true })).toBe('spinner');
  });

  it('sends visitors without a session to the sign-in page', () => {
    expect(decideAccess({ status: 'error', isUnauthorized: true })).toBe('login');
    expect(decideAccess({ status: 'error', isUnauthorized: true, me: makeMe() })).toBe('login');
  });

  it('treats a failed session check as not signed in', () => {
    expect(decideAccess({ status: 'error' })).toBe('login');
    expect(decideAccess({ status: 'success' })).toBe('login');
  });

  it('keeps a known session when only a re-check failed for network reasons', () => {
    expect(decideAccess({ status: 'error', me: makeMe() })).toBe('allow');
  });

  it('lets every signed-in user open pages without a page key (overview, settings)', () => {
    expect(decideAccess({ status: 'success', me: makeMe() })).toBe('allow');
  });

  it('follows the page permission the server computed', () => {
    const me = makeMe();
    expect(decideAccess({ status: 'success', me, page: 'videos' })).toBe('allow');
    expect(decideAccess({ status: 'success', me, page: 'courses' })).toBe('dashboard');
    expect(decideAccess({ status: 'success', me, page: 'news' })).toBe('dashboard');
  });

  it('gives booking, assistant and trainer only to users an admin allowed', () => {
    const denied = makeMe();
    expect(decideAccess({ status: 'success', me: denied, page: 'book-session' })).toBe('dashboard');
    const granted = makeMe({ permissions: { ...denied.permissions, 'ai-assistant': true } });
    expect(decideAccess({ status: 'success', me: granted, page: 'ai-assistant' })).toBe('allow');
    expect(decideAccess({ status: 'success', me: granted, page: 'exam-trainer' })).toBe('dashboard');
  });

  it('counts a missing permission entry as allowed for ordinary pages and denied for admin-granted ones', () => {
    const me = makeMe({ permissions: {} as Me['permissions'] });
    expect(decideAccess({ status: 'success', me, page: 'courses' })).toBe('allow');
    expect(decideAccess({ status: 'success', me, page: 'book-session' })).toBe('dashboard');
  });

  it('lets admins open every page and the admin routes', () => {
    const admin = makeMe({ role: 'admin', permissions: {} as Me['permissions'] });
    expect(decideAccess({ status: 'success', me: admin, page: 'courses' })).toBe('allow');
    expect(decideAccess({ status: 'success', me: admin, page: 'exam-trainer' })).toBe('allow');
    expect(decideAccess({ status: 'success', me: admin, adminOnly: true })).toBe('allow');
  });

  it('sends non-admins away from admin routes, even with every page permission', () => {
    const me = makeMe({
      permissions: Object.fromEntries(Object.keys(makeMe().permissions).map((key) => [key, true])) as Me['permissions'],
    });
    expect(decideAccess({ status: 'success', me, adminOnly: true })).toBe('dashboard');
  });

  it("opens the counsellor's pages to the role 'counsellor' only: a learner and an admin are sent to the overview", () => {
    const counsellor = makeMe({ role: 'counsellor' });
    expect(decideAccess({ status: 'success', me: counsellor, counsellorOnly: true })).toBe('allow');
    expect(decideAccess({ status: 'success', me: makeMe(), counsellorOnly: true })).toBe('dashboard');
    const admin = makeMe({ role: 'admin', permissions: {} as Me['permissions'] });
    expect(decideAccess({ status: 'success', me: admin, counsellorOnly: true })).toBe('dashboard');
    // a counsellor is not an admin, and keeps the learner's page permissions
    expect(decideAccess({ status: 'success', me: counsellor, adminOnly: true })).toBe('dashboard');
    expect(decideAccess({ status: 'success', me: counsellor, page: 'videos' })).toBe('allow');
    expect(decideAccess({ status: 'success', me: counsellor, page: 'courses' })).toBe('dashboard');
  });

  it('asks a counsellor with a generated password (an invited account) for an own one first, and sends signed-out visitors to sign in', () => {
    expect(decideAccess({ status: 'success', me: makeMe({ role: 'counsellor', mustChangePassword: true }), counsellorOnly: true })).toBe(
      'setPassword',
    );
    expect(decideAccess({ status: 'error', isUnauthorized: true, counsellorOnly: true })).toBe('login');
    expect(decideAccess({ status: 'pending', counsellorOnly: true })).toBe('spinner');
  });

  it('asks an administrator with a generated password for an own one before any page, the admin console included', () => {
    const admin = makeMe({ role: 'admin', mustChangePassword: true });
    expect(decideAccess({ status: 'success', me: admin })).toBe('setPassword');
    expect(decideAccess({ status: 'success', me: admin, adminOnly: true })).toBe('setPassword');
    expect(decideAccess({ status: 'success', me: admin, page: 'news' })).toBe('setPassword');
    expect(decideAccess({ status: 'success', me: { ...admin, mustChangePassword: false }, adminOnly: true })).toBe('allow');
  });
});
