import type { BannerVariant } from '../../../components/ui/banner';
import type { TranslationKey } from '../../../lib/i18n';

/** A message for the user as an i18n key, with its colour. */
export interface Feedback {
  variant: BannerVariant;
  messageKey: TranslationKey<'auth' | 'common'>;
}
