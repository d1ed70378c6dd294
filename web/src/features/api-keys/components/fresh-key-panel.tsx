import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyCreated } from '@common/schemas/api-keys';
import { Button } from '../../../components/ui/button';
import { ToggleButton } from '../../../components/ui/toggle-button';
import { maskApiKey } from '../api-key-format';

/** The spec: the copied highlight lasts 3 seconds. */
export const COPIED_HIGHLIGHT_MS = 3000;

interface FreshKeyPanelProps {
  created: ApiKeyCreated;
  onCopy: (key: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The key just created, in full, with reveal and copy: the only time the browser ever has it. Once
 * closed, the table's masked display is all there is.
 */
export function FreshKeyPanel({ created, onCopy, onClose }: FreshKeyPanelProps) {
  const { t } = useTranslation(['api-keys']);
  const [isRevealed, setIsRevealed] = useState(true);
  const [isCopied, setIsCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const keyId = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, [created.id]);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    if (await onCopy(created.key)) setIsCopied(true);
  }

  return (
    <section aria-labelledby={headingId} className="mb-6 flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:p-5">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        {t('api-keys:fresh.title', { name: created.name })}
      </h2>
      <p className="text-slate-800">{t('api-keys:fresh.hint')}</p>
      <div className="flex flex-col gap-1">
        <span id={keyId} className="text-sm font-semibold text-slate-800">
          {t('api-keys:fresh.label')}
        </span>
        <code
          aria-labelledby={keyId}
          data-testid="fresh-api-key"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900"
        >
          {isRevealed ? created.key : maskApiKey(created.prefix, created.lastFour)}
        </code>
      </div>
      <div className="flex flex-wrap gap-2">
        <ToggleButton pressed={isRevealed} onPressedChange={setIsRevealed}>
          {t('api-keys:fresh.show')}
        </ToggleButton>
        <Button
          variant={isCopied ? 'primary' : 'secondary'}
          size="sm"
          onClick={() => void copy()}
          className={isCopied ? 'bg-green-700 hover:bg-green-800' : undefined}
        >
          {isCopied ? t('api-keys:fresh.copied') : t('api-keys:fresh.copy')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('api-keys:fresh.close')}
        </Button>
      </div>
    </section>
  );
}
