// The tab keeps the open course in the URL (/dashboard/admin?tab=courses&course=<id>), so a reload
// or a shared link opens the same course.
import type { TranslationKey } from '../../../lib/i18n';

export const COURSE_PARAM = 'course';

export const courseListHref = () => '?tab=courses';
export const courseHref = (id: string) => `?tab=courses&${COURSE_PARAM}=${encodeURIComponent(id)}`;

/** Shows a message in the tab's one feedback banner. */
export type Say = (variant: 'success' | 'error', messageKey: TranslationKey<'course-admin'>) => void;
