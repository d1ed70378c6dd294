import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { useAccessDefaults } from '../api/get-access-defaults';
import { NEW_ACCOUNT_ACCESS_ID, useOpenAreaList } from './new-account-access';
import '../locales';

/**
 * The admin console's first view: which areas new learners get and where that is set, until the
 * operator has saved a choice of their own (the first start asks nothing).
 */
export function NewAccountAccessNotice() {
  const { t } = useTranslation(['access-defaults']);
  const defaults = useAccessDefaults();
  const listAreas = useOpenAreaList();
  if (!defaults.data || defaults.data.isCustomized) return null;
  return (
    <Banner
      variant="info"
      announce={false}
      className="mb-6"
      action={
        <Link to={`/dashboard/admin?tab=users#${NEW_ACCOUNT_ACCESS_ID}`} className="self-start font-semibold">
          {t('access-defaults:noticeLink')}
        </Link>
      }
    >
      {t('access-defaults:notice', { areas: listAreas(defaults.data.permissions) })}
    </Banner>
  );
}
