import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';

export function BackToCourses() {
  const { t } = useTranslation(['exam-quiz']);
  return (
    <Link to="/dashboard/courses" className={buttonClasses('secondary', false, undefined, 'sm')}>
      {t('exam-quiz:back')}
    </Link>
  );
}
