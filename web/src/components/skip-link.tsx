import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';
/** The top of the page: where 'Nach oben' puts the focus. */
export const SKIP_LINK_ID = 'skip-link';

/**
 * The first focusable element: jumps past header and menu to the page's main content. Shown on
 * keyboard focus (focus-visible): after a click on 'Nach oben' it takes the focus unseen.
 */
export function SkipLink() {
  const { t } = useTranslation(['common']);
  return (
    <a
      id={SKIP_LINK_ID}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only rounded-lg bg-indigo-700 px-4 py-3 font-semibold text-white focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2 focus-visible:z-50"
    >
      {t('common:skipToContent')}
    </a>
  );
}
