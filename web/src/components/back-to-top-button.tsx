import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SKIP_LINK_ID } from './skip-link';
import { IconButton } from './ui/icon-button';

/**
 * Room a bar that sticks to the top of the screen keeps free on its right for the button
 * (docs/decisions/080-one-chapter-at-a-time.md): 44 px and a gap.
 */
export const BACK_TO_TOP_CLEARANCE = 'pr-14';

const isScrolledAway = () => window.scrollY > window.innerHeight;

/**
 * 'Nach oben': appears at the top right once the reader has scrolled a screen's height down, and
 * brings back the header and its menu on every long page, phones included. Top right, so it never
 * covers the action bars that stick to the bottom of the screen. The focus goes to the top of the
 * page (the skip link), where Tab continues with the header.
 */
export function BackToTopButton() {
  const { t } = useTranslation(['common']);
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const update = () => setIsShown(isScrolledAway());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!isShown) return null;
  return (
    <IconButton
      label={t('common:backToTop')}
      className="fixed top-3 right-3 z-30 rounded-full shadow-md"
      icon={
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M10 17a.75.75 0 0 1-.75-.75V5.612L5.29 9.77a.75.75 0 0 1-1.08-1.04l5.25-5.5a.75.75 0 0 1 1.08 0l5.25 5.5a.75.75 0 1 1-1.08 1.04l-3.96-4.158V16.25A.75.75 0 0 1 10 17Z"
            clipRule="evenodd"
          />
        </svg>
      }
      onClick={() => {
        const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: isReduced ? 'auto' : 'smooth' });
        document.getElementById(SKIP_LINK_ID)?.focus({ preventScroll: true });
      }}
    />
  );
}
