// /dashboard/admin joins ten features: the console with user management (admin-users), the open
// 'Freischaltung anfragen' requests (access-requests), 'Freigaben für neue Konten' and its first-view
// note (access-defaults), the Video Management tab (video-admin), the 'Kurse' tab (course-admin), the
// 'Buchungen' tab (booking), the 'Rechnungen' tab (invoices), the 'Rechtliches' tab with its warning
// (legal), the note on the starter content (demo-content) and the last backup (backups). Features do
// not import each other, so the app puts them on one page.
import { NewAccountAccess } from '../features/access-defaults/components/new-account-access';
import { NewAccountAccessNotice } from '../features/access-defaults/components/new-account-access-notice';
import { AccessRequestList } from '../features/access-requests/components/access-request-list';
import { AdminPage } from '../features/admin-users/pages/admin-page';
import { BackupStatus } from '../features/backups/components/backup-status';
import { BookingManagement } from '../features/booking/components/booking-management';
import { CourseManagement } from '../features/course-admin/components/course-management';
import { DemoContentNotice } from '../features/demo-content/components/demo-content-notice';
import { InvoiceManagement } from '../features/invoices/components/invoice-management';
import { LegalManagement } from '../features/legal/components/legal-management';
import { LegalTemplateBanner } from '../features/legal/components/legal-template-banner';
import { VideoManagement } from '../features/video-admin/components/video-management';

export function AdminConsolePage() {
  return (
    <AdminPage
      notice={
        <>
          <LegalTemplateBanner />
          <NewAccountAccessNotice />
          <AccessRequestList />
          <DemoContentNotice />
          <BackupStatus />
        </>
      }
      videoManagement={<VideoManagement />}
      courseManagement={<CourseManagement />}
      bookingManagement={<BookingManagement />}
      invoiceManagement={<InvoiceManagement />}
      legalManagement={<LegalManagement />}
      newAccountAccess={<NewAccountAccess />}
    />
  );
}
