import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_CLEARANCE } from '../../../components/back-to-top-button';
import { cx } from '../../../lib/cx';
import { LETTERS, OTHER_GROUP, groupAnchor } from '../lexicon-rules';

interface LetterBarProps {
  /** The letters that have a group in the list as it is shown. */
  present: ReadonlySet<string>;
  onJump: (letter: string) => void;
}

/**
 * The A–Z jump bar: a link per letter with entries; the others shown, but not links. It sticks to
 * the top of the screen, so it stays in reach down the whole glossary: one row that scrolls sideways
 * (wrapped, 27 letters would fill a phone's screen), two rows on wide screens, its right end kept free
 * for 'Nach oben'. With a mouse the letters are smaller, so more of them fit.
 */
export function LetterBar({ present, onJump }: LetterBarProps) {
  const { t } = useTranslation(['lexicon']);
  const letters = present.has(OTHER_GROUP) ? [...LETTERS, OTHER_GROUP] : LETTERS;
  return (
    <nav
      aria-label={t('lexicon:letters.label')}
      className={cx('sticky top-0 z-20 -mx-1 mb-6 border-b border-slate-200 bg-slate-50 py-2', BACK_TO_TOP_CLEARANCE)}
    >
      {/* relative: the letters' hidden labels (absolute) stay inside the scrolling row instead of widening the page */}
      <ul className="relative flex gap-1 overflow-x-auto px-1 pb-1 xl:flex-wrap xl:overflow-visible">
        {letters.map((letter) => (
          <li key={letter} className="shrink-0">
            {present.has(letter) ? (
              <a
                href={`#${groupAnchor(letter)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onJump(letter);
                }}
                className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white font-semibold text-indigo-700 no-underline shadow-sm hover:bg-indigo-50 hover:no-underline pointer-fine:size-8"
              >
                {letter === OTHER_GROUP ? (
                  <>
                    <span aria-hidden="true">#</span>
                    <span className="sr-only">{t('lexicon:letters.other')}</span>
                  </>
                ) : (
                  <>
                    <span className="sr-only">{t('lexicon:letters.jump')} </span>
                    {letter}
                  </>
                )}
              </a>
            ) : (
              <span
                aria-disabled="true"
                className="inline-flex size-11 items-center justify-center rounded-lg border border-dashed border-slate-200 text-slate-500 pointer-fine:size-8"
              >
                <span className="sr-only">{t('lexicon:letters.none')} </span>
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
