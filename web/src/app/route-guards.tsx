import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '@common/domain/page-keys';
import { FullPageSpinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useMe } from '../lib/session';
import type { ReturnLocation } from '../lib/return-path';
import { decideAccess, type SessionStatus } from './guards';

const SetOwnPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/pages/set-own-password-page')).SetOwnPasswordPage,
}));

function useAccess(options: { page?: PageKey; adminOnly?: boolean; counsellorOnly?: boolean }) {
  const me = useMe();
  const status: SessionStatus = me.isPending ? 'pending' : me.isError ? 'error' : 'success';
  const isUnauthorized = me.error instanceof ApiError && me.error.status === 401;
  return decideAccess({ status, me: me.data, isUnauthorized, ...options });
}

interface GuardProps {
  page?: PageKey;
  adminOnly?: boolean;
  counsellorOnly?: boolean;
}

/**
 * Layout route: needs a session, optionally a page permission or the admin role. The viewer is
 * fetched by the route's loader (again on every navigation to another path, so an admin's change to
 * role or permissions applies on the user's next one); this component only decides.
 * `counsellorOnly`: the role 'counsellor' only ("Meine Termine" of a linked counsellor profile).
 */
export function RequireAccess({ page, adminOnly, counsellorOnly }: GuardProps) {
  const { t } = useTranslation(['common']);
  const location = useLocation();
  const decision = useAccess({ page, adminOnly, counsellorOnly });

  if (decision === 'spinner') return <FullPageSpinner label={t('common:loading')} />;
  if (decision === 'login') {
    const from: ReturnLocation = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (decision === 'setPassword') {
    return (
      <Suspense fallback={<FullPageSpinner label={t('common:loading')} />}>
        <SetOwnPasswordPage />
      </Suspense>
    );
  }
  // a locked area: the overview says which one and how to ask for it
  if (decision === 'dashboard') return <Navigate to={page && !adminOnly ? `/dashboard?locked=${page}` : '/dashboard'} replace />;
  return <Outlet />;
}
