// /dashboard/admin joins two features: the console with user management (admin-users) and the Video Management
// tab (video-admin). Features do not import each other, so the app puts them on one page.
import { AdminPage } from '../features/admin-users/pages/admin-page';
import { VideoManagement } from '../features/video-admin/components/video-management';

export function AdminConsolePage() {
  return <AdminPage videoManagement={<VideoManagement />} />;
}
