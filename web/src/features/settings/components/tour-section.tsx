import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TOUR_REQUEST_STATE } from '../../../lib/navigation-state';
import { SettingsSection } from './settings-section';

/** 'Tour erneut starten': the shell starts the onboarding tour on the overview. */
export function TourSection() {
  const { t } = useTranslation(['settings']);
  const navigate = useNavigate();
  return (
    <SettingsSection id="tour" title={t('settings:tour.title')} description={t('settings:tour.intro')}>
      <div>
        <Button variant="secondary" onClick={() => void navigate('/dashboard', { state: TOUR_REQUEST_STATE })}>
          {t('settings:tour.restart')}
        </Button>
      </div>
    </SettingsSection>
  );
}
