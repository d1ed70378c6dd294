// How and where a session takes place: the mode in words and the location from the booking (a video
// link as a link, a phone number to tap, an address on its lines).
import { useTranslation } from 'react-i18next';
import type { SessionMode } from '@common/schemas/booking';

const LINK_CLASSES = 'font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/** 'Videotermin', 'Telefontermin', 'Vor Ort'. */
export function useSessionModeLabel() {
  const { t } = useTranslation(['booking']);
  return (mode: SessionMode) =>
    mode === 'video' ? t('booking:mode.video') : mode === 'phone' ? t('booking:mode.phone') : t('booking:mode.address');
}

/** An address stored with newlines, one line each. */
export function AddressLines({ text }: { text: string }) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

// only web addresses become links: a stored value is never run as a script URL
const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** The booking's location: 'Zum Videoraum', the phone number, or the address; a note when it is not known yet. */
export function SessionLocation({ mode, location }: { mode: SessionMode; location: string }) {
  const { t } = useTranslation(['booking']);
  const value = location.trim();
  if (mode === 'video') {
    if (!isWebAddress(value)) return <span>{t('booking:location.videoLater')}</span>;
    return (
      <a href={value} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
        {t('booking:location.videoLink')}
        <span className="sr-only"> {t('booking:location.newTab')}</span>
      </a>
    );
  }
  if (mode === 'phone') {
    if (!value) return <span>{t('booking:location.phoneLater')}</span>;
    return (
      <span>
        {t('booking:location.phone')}{' '}
        <a href={`tel:${value.replace(/[^\d+]/g, '')}`} className={LINK_CLASSES}>
          {value}
        </a>
      </span>
    );
  }
  if (!value) return <span>{t('booking:location.addressLater')}</span>;
  return <AddressLines text={value} />;
}
