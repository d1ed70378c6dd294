// Compile-time keys: t('settings:doesNotExist') is a tsc error. The German files are the spec's texts and
// the reference; i18n.test.ts checks that Turkish and English have the same keys, which types cannot.
// A new feature namespace is added here and in its feature's locales/index.ts.
import 'i18next';
import type common from './locales/de/common.json';
import type abstinence from './features/abstinence/locales/de.json';
import type adminUsers from './features/admin-users/locales/de.json';
import type accessRequests from './features/access-requests/locales/de.json';
import type accessDefaults from './features/access-defaults/locales/de.json';
import type apiKeys from './features/api-keys/locales/de.json';
import type assistant from './features/assistant/locales/de.json';
import type auth from './features/auth/locales/de.json';
import type booking from './features/booking/locales/de.json';
import type counsellor from './features/counsellor/locales/de.json';
import type courseAdmin from './features/course-admin/locales/de.json';
import type courses from './features/courses/locales/de.json';
import type dashboard from './features/dashboard/locales/de.json';
import type backups from './features/backups/locales/de.json';
import type demoContent from './features/demo-content/locales/de.json';
import type examAdmin from './features/exam-admin/locales/de.json';
import type examQuiz from './features/exam-quiz/locales/de.json';
import type examTrainer from './features/exam-trainer/locales/de.json';
import type invoices from './features/invoices/locales/de.json';
import type legal from './features/legal/locales/de.json';
import type knowledge from './features/knowledge/locales/de.json';
import type lexicon from './features/lexicon/locales/de.json';
import type myStory from './features/my-story/locales/de.json';
import type storyChecks from '../../common/src/domain/my-story/texts/de.json';
import type news from './features/news/locales/de.json';
import type performanceTrainer from './features/performance-trainer/locales/de.json';
import type reminders from './features/reminders/locales/de.json';
import type settings from './features/settings/locales/de.json';
import type statistics from './features/statistics/locales/de.json';
import type tour from './features/tour/locales/de.json';
import type videoAdmin from './features/video-admin/locales/de.json';
import type videos from './features/videos/locales/de.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      abstinence: typeof abstinence;
      'admin-users': typeof adminUsers;
      'access-requests': typeof accessRequests;
      'access-defaults': typeof accessDefaults;
      'api-keys': typeof apiKeys;
      assistant: typeof assistant;
      auth: typeof auth;
      booking: typeof booking;
      counsellor: typeof counsellor;
      'course-admin': typeof courseAdmin;
      courses: typeof courses;
      dashboard: typeof dashboard;
      backups: typeof backups;
      'demo-content': typeof demoContent;
      'exam-admin': typeof examAdmin;
      'exam-quiz': typeof examQuiz;
      'exam-trainer': typeof examTrainer;
      invoices: typeof invoices;
      legal: typeof legal;
      knowledge: typeof knowledge;
      lexicon: typeof lexicon;
      'my-story': typeof myStory;
      'story-checks': typeof storyChecks;
      news: typeof news;
      'performance-trainer': typeof performanceTrainer;
      reminders: typeof reminders;
      settings: typeof settings;
      statistics: typeof statistics;
      tour: typeof tour;
      'video-admin': typeof videoAdmin;
      videos: typeof videos;
    };
  }
}
