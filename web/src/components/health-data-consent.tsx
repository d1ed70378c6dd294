import { useState } from 'react';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Checkbox } from './ui/checkbox';
import { ConfirmDialog } from './ui/confirm-dialog';
import { cx } from '../lib/cx';

export interface HealthDataConsentTexts {
  title: string;
  lead: string;
  /** What is stored, who sees it, how it is deleted: a heading and a paragraph each. */
  parts: { id: 'what' | 'who' | 'delete'; title: string; text: string }[];
  checkbox: string;
  required: string;
  submit: string;
}

/**
 * Before a feature stores health or offence data (GDPR Art. 9(2)(a)): what, who sees it, how to
 * delete it, and an explicit checkbox. The abstinence tracker and the learner's story ask this way.
 */
export function HealthDataConsent({
  idPrefix,
  texts,
  isPending,
  onConsent,
}: {
  idPrefix: string;
  texts: HealthDataConsentTexts;
  isPending: boolean;
  onConsent: () => void;
}) {
  const [isChecked, setIsChecked] = useState(false);
  const [showError, setShowError] = useState(false);

  return (
    <Card role="region" aria-labelledby={`${idPrefix}-title`} className="flex max-w-3xl flex-col gap-5">
      <h2 id={`${idPrefix}-title`} className="text-xl font-semibold text-slate-900">
        {texts.title}
      </h2>
      <p className="text-slate-800">{texts.lead}</p>
      <div className="flex flex-col gap-4">
        {texts.parts.map((part) => (
          <section key={part.id} aria-labelledby={`${idPrefix}-${part.id}`}>
            <h3 id={`${idPrefix}-${part.id}`} className="font-semibold text-slate-900">
              {part.title}
            </h3>
            <p className="mt-1 text-slate-700">{part.text}</p>
          </section>
        ))}
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isChecked) {
            setShowError(true);
            return;
          }
          onConsent();
        }}
      >
        <Checkbox
          label={texts.checkbox}
          checked={isChecked}
          error={showError && !isChecked ? texts.required : undefined}
          onChange={(event) => setIsChecked(event.target.checked)}
        />
        <div>
          <Button type="submit" loading={isPending}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export interface WithdrawHealthDataConsentTexts {
  title: string;
  text: string;
  button: string;
  confirmTitle: string;
  confirmText: string;
  confirm: string;
}

/**
 * Withdrawing that consent deletes what the feature stored: a card with what it means, and a
 * confirmation. `onWithdraw` gets `close`, to call when the server has answered either way.
 */
export function WithdrawHealthDataConsent({
  idPrefix,
  texts,
  isPending,
  onWithdraw,
  className,
}: {
  idPrefix: string;
  texts: WithdrawHealthDataConsentTexts;
  isPending: boolean;
  onWithdraw: (close: () => void) => void;
  className?: string;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const close = () => setIsConfirming(false);
  return (
    <>
      <Card role="region" aria-labelledby={`${idPrefix}-withdraw-title`} className={cx('flex flex-col gap-3', className)}>
        <h2 id={`${idPrefix}-withdraw-title`} className="text-xl font-semibold text-slate-900">
          {texts.title}
        </h2>
        <p className="max-w-prose text-slate-700">{texts.text}</p>
        <div>
          <Button variant="danger-secondary" onClick={() => setIsConfirming(true)}>
            {texts.button}
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        open={isConfirming}
        title={texts.confirmTitle}
        description={texts.confirmText}
        confirmLabel={texts.confirm}
        isPending={isPending}
        onClose={close}
        onConfirm={() => onWithdraw(close)}
      />
    </>
  );
}
