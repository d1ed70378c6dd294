import type { BannerVariant } from '../../../components/ui/banner';

/** A message for the user as an i18n key, with its colour. */
export interface Feedback {
  variant: BannerVariant;
  messageKey: string;
}
