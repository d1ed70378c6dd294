import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { LiveRegion } from '../../../components/ui/live-region';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import '../locales';
import { COURSE_PARAM, courseHref } from './course-admin-links';
import { CourseEditor } from './course-editor';
import { CourseList } from './course-list';

/**
 * The console's 'Kurse' tab: the list of courses, or the course named by ?course= with its chapters
 * and quiz questions; one feedback banner for both.
 */
export function CourseManagement() {
  const { t } = useTranslation(['course-admin']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const courseId = params.get(COURSE_PARAM);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'course-admin'>>();
  const returnFocusToRef = useRef<string | null>(null);
  const focusHeadingRef = useRef(false);

  return (
    <div className="flex flex-col gap-5">
      {courseId ? (
        <CourseEditor
          key={courseId}
          courseId={courseId}
          say={say}
          clearFeedback={clearFeedback}
          focusHeadingRef={focusHeadingRef}
          onBack={() => {
            clearFeedback();
            returnFocusToRef.current = courseId;
          }}
        />
      ) : (
        <CourseList
          say={say}
          clearFeedback={clearFeedback}
          returnFocusToRef={returnFocusToRef}
          onOpen={() => {
            clearFeedback();
            focusHeadingRef.current = true;
          }}
          onCreated={(course) => {
            focusHeadingRef.current = true;
            void navigate(courseHref(course.id));
          }}
        />
      )}

      {/* sticky, so it is seen at the end of a long list on a phone as well */}
      <LiveRegion className="sticky bottom-4 z-20">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>
    </div>
  );
}
