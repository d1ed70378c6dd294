import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { tabClasses, Tabs, type TabItem } from '../../../components/ui/tabs';
import { UserManagement } from '../components/user-management';
import '../locales';

const ADMIN_TABS = ['users', 'videos', 'courses', 'bookings', 'invoices', 'legal'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly (string | null)[]).includes(value);
}

function ArrowIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M3 10a.75.75 0 0 1 .75-.75h10.638L10.23 5.29a.75.75 0 1 1 1.04-1.08l5.5 5.25a.75.75 0 0 1 0 1.08l-5.5 5.25a.75.75 0 1 1-1.04-1.08l4.158-3.96H3.75A.75.75 0 0 1 3 10Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface AdminPageProps {
  /** Shown between the heading and the tabs (the starter-content note); another feature's, like the video tab. */
  notice?: ReactNode;
  /** The Video Management tab; another feature's, so the app passes it in (app/admin-console-page.tsx). */
  videoManagement: ReactNode;
  /** The 'Kurse' tab, the course editor; another feature's too. */
  courseManagement: ReactNode;
  /** The 'Buchungen' tab (booking); another feature's too. */
  bookingManagement: ReactNode;
  /** The 'Rechnungen' tab, billing details and invoices (invoices); another feature's too. */
  invoiceManagement: ReactNode;
  /** The 'Rechtliches' tab, Impressum and Datenschutzerklärung (legal); another feature's too. */
  legalManagement: ReactNode;
  /** 'Freigaben für neue Konten' below the user list (access-defaults); another feature's too. */
  newAccountAccess?: ReactNode;
}

/**
 * The admin console (/dashboard/admin): user management, video management, the course editor, the bookings, the invoices, and links to the
 * settings and exam-question pages. The tab is kept in `?tab=`.
 */
export function AdminPage({
  notice,
  videoManagement,
  courseManagement,
  bookingManagement,
  invoiceManagement,
  legalManagement,
  newAccountAccess,
}: AdminPageProps) {
  const { t } = useTranslation(['admin-users']);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const selected: AdminTab = isAdminTab(tabParam) ? tabParam : 'users';

  const items: TabItem<AdminTab>[] = [
    {
      id: 'users',
      label: t('admin-users:tabs.users'),
      content: (
        <>
          <UserManagement />
          {newAccountAccess}
        </>
      ),
    },
    { id: 'videos', label: t('admin-users:tabs.videos'), content: videoManagement },
    { id: 'courses', label: t('admin-users:tabs.courses'), content: courseManagement },
    { id: 'bookings', label: t('admin-users:tabs.bookings'), content: bookingManagement },
    { id: 'invoices', label: t('admin-users:tabs.invoices'), content: invoiceManagement },
    { id: 'legal', label: t('admin-users:tabs.legal'), content: legalManagement },
  ];

  return (
    <>
      <PageHeader title={t('admin-users:title')} />
      {notice}
      <Tabs
        label={t('admin-users:tabs.label')}
        items={items}
        selectedId={selected}
        // a new tab starts without the user list's search and page
        onSelect={(tab) => tab !== selected && setParams({ tab }, { replace: true })}
        trailing={
          <>
            <Link to="/dashboard/admin/settings" className={tabClasses(false)}>
              {t('admin-users:tabs.settings')}
              <ArrowIcon />
            </Link>
            <Link to="/dashboard/admin/quiz" className={tabClasses(false)}>
              {t('admin-users:tabs.quiz')}
              <ArrowIcon />
            </Link>
          </>
        }
      />
    </>
  );
}
