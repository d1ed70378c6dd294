import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingSettingsInputSchema, VAT_RATES, type BillingSettings, type BillingSettingsInput } from '@common/schemas/invoices';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { LiveRegion } from '../../../components/ui/live-region';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { useUpdateBilling } from '../api/admin-update-billing';
import '../locales';

type Key = TranslationKey<'invoices'>;
type Field = keyof BillingSettingsInput;

/** The form's text state: numbers stay strings until sent, so a half-typed field is not lost. */
interface Values {
  sellerName: string;
  sellerAddress: string;
  taxNumber: string;
  vatId: string;
  email: string;
  iban: string;
  bic: string;
  bankName: string;
  isSmallBusiness: boolean;
  vatRatePercent: string;
  paymentDays: string;
  numberPrefix: string;
}

const FIELD_ERRORS: Record<string, Key> = {
  REQUIRED: 'invoices:fieldErrors.required',
  TOO_LONG: 'invoices:fieldErrors.tooLong',
  EMAIL: 'invoices:fieldErrors.email',
  IBAN: 'invoices:fieldErrors.iban',
  BIC: 'invoices:fieldErrors.bic',
  TAX_ID_REQUIRED: 'invoices:fieldErrors.taxIdRequired',
  RANGE: 'invoices:fieldErrors.paymentDays',
  PREFIX: 'invoices:fieldErrors.prefix',
  VAT_RATE: 'invoices:fieldErrors.vatRate',
};

const VAT_LABELS: Record<(typeof VAT_RATES)[number], Key> = {
  19: 'invoices:billing.vatRates.rate19',
  7: 'invoices:billing.vatRates.rate7',
  0: 'invoices:billing.vatRates.rate0',
};

/** A field's code (from zod here or the server's 400) as a text key; the e-mail union reports no code of its own. */
function toFieldErrorKey(field: string, code: string): Key {
  if (FIELD_ERRORS[code]) return FIELD_ERRORS[code];
  if (field === 'email') return 'invoices:fieldErrors.email';
  if (field === 'paymentDays') return 'invoices:fieldErrors.paymentDays';
  return 'invoices:fieldErrors.invalid';
}

function toValues(settings: BillingSettings['settings']): Values {
  if (!settings)
    return {
      sellerName: '',
      sellerAddress: '',
      taxNumber: '',
      vatId: '',
      email: '',
      iban: '',
      bic: '',
      bankName: '',
      isSmallBusiness: false,
      vatRatePercent: '19',
      paymentDays: '14',
      numberPrefix: 'RE-',
    };
  return {
    ...settings,
    // a small business saved 0 %; unticking the box offers the standard rate again
    vatRatePercent: settings.isSmallBusiness && settings.vatRatePercent === 0 ? '19' : String(settings.vatRatePercent),
    paymentDays: String(settings.paymentDays),
  };
}

function toInput(values: Values): unknown {
  const paymentDays = values.paymentDays.trim();
  return {
    ...values,
    // a small business shows no VAT: the rate on its invoices is 0
    vatRatePercent: values.isSmallBusiness ? 0 : Number(values.vatRatePercent),
    paymentDays: /^\d+$/.test(paymentDays) ? Number(paymentDays) : paymentDays === '' ? undefined : Number.NaN,
  };
}

interface BillingSettingsFormProps {
  settings: BillingSettings['settings'];
  /** The id of the heading that names the form (the tab's "Rechnungsdaten"). */
  labelledBy?: string;
}

/** "Rechnungsdaten": what every invoice names as the seller (§ 14 UStG), the VAT rule, the payment term and the number prefix. */
export function BillingSettingsForm({ settings, labelledBy }: BillingSettingsFormProps) {
  const { t, i18n } = useTranslation(['invoices']);
  const update = useUpdateBilling();
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<Partial<Record<Field, Key>>>({});
  const [message, setMessage] = useState<{ variant: 'success' | 'error'; key: Key } | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: Field) => (errors[field] ? t(errors[field]) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const parsed = BillingSettingsInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const found: Partial<Record<Field, Key>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= toFieldErrorKey(field, issue.message);
      }
      setErrors(found);
      setMessage({ variant: 'error', key: 'invoices:errors.checkFields' });
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => setMessage({ variant: 'success', key: 'invoices:billing.saved' }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.fields) {
          const found: Partial<Record<Field, Key>> = {};
          for (const [field, code] of Object.entries(error.fields)) found[field as Field] = toFieldErrorKey(field, code);
          setErrors(found);
          setMessage({ variant: 'error', key: 'invoices:errors.checkFields' });
        } else setMessage({ variant: 'error', key: 'invoices:errors.saveBilling' });
      },
    });
  }

  const isPending = update.isPending;
  const savedAt = update.data?.settings?.updatedAt ?? settings?.updatedAt;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={labelledBy}>
      <div className="flex flex-col gap-1">
        <p className="max-w-prose text-slate-700">{t('invoices:billing.intro')}</p>
        {savedAt && (
          <p className="text-sm text-slate-600">{t('invoices:billing.lastSaved', { date: formatDateTime(savedAt, i18n.language) })}</p>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('invoices:billing.sellerName')}
          value={values.sellerName}
          maxLength={200}
          required
          autoComplete="organization"
          error={errorOf('sellerName')}
          onChange={(event) => set('sellerName', event.target.value)}
          disabled={isPending}
        />
        <TextField
          type="email"
          label={t('invoices:billing.email')}
          value={values.email}
          maxLength={254}
          autoComplete="email"
          error={errorOf('email')}
          onChange={(event) => set('email', event.target.value)}
          disabled={isPending}
        />
        <div className="md:col-span-2">
          <TextareaField
            label={t('invoices:billing.sellerAddress')}
            hint={t('invoices:billing.sellerAddressHint')}
            value={values.sellerAddress}
            rows={3}
            maxLength={500}
            required
            error={errorOf('sellerAddress')}
            onChange={(event) => set('sellerAddress', event.target.value)}
            disabled={isPending}
          />
        </div>
        <TextField
          label={t('invoices:billing.taxNumber')}
          hint={t('invoices:billing.taxHint')}
          value={values.taxNumber}
          maxLength={50}
          error={errorOf('taxNumber')}
          onChange={(event) => set('taxNumber', event.target.value)}
          disabled={isPending}
        />
        <TextField
          label={t('invoices:billing.vatId')}
          value={values.vatId}
          maxLength={50}
          error={errorOf('vatId')}
          onChange={(event) => set('vatId', event.target.value)}
          disabled={isPending}
        />
        <TextField
          label={t('invoices:billing.iban')}
          value={values.iban}
          maxLength={42}
          required
          autoComplete="off"
          spellCheck={false}
          error={errorOf('iban')}
          onChange={(event) => set('iban', event.target.value)}
          disabled={isPending}
        />
        <TextField
          label={t('invoices:billing.bic')}
          value={values.bic}
          maxLength={11}
          autoComplete="off"
          spellCheck={false}
          error={errorOf('bic')}
          onChange={(event) => set('bic', event.target.value)}
          disabled={isPending}
        />
        <TextField
          label={t('invoices:billing.bankName')}
          value={values.bankName}
          maxLength={200}
          error={errorOf('bankName')}
          onChange={(event) => set('bankName', event.target.value)}
          disabled={isPending}
        />
        <div className="md:col-span-2">
          <Checkbox
            label={t('invoices:billing.isSmallBusiness')}
            hint={t('invoices:billing.isSmallBusinessHint')}
            checked={values.isSmallBusiness}
            onChange={(event) => set('isSmallBusiness', event.target.checked)}
            disabled={isPending}
          />
        </div>
        {!values.isSmallBusiness && (
          <SelectField
            label={t('invoices:billing.vatRate')}
            value={values.vatRatePercent}
            error={errorOf('vatRatePercent')}
            onChange={(event) => set('vatRatePercent', event.target.value)}
            disabled={isPending}
          >
            {[...VAT_RATES].reverse().map((rate) => (
              <option key={rate} value={String(rate)}>
                {t(VAT_LABELS[rate])}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          type="number"
          inputMode="numeric"
          min={0}
          max={90}
          step={1}
          label={t('invoices:billing.paymentDays')}
          hint={t('invoices:billing.paymentDaysHint')}
          value={values.paymentDays}
          error={errorOf('paymentDays')}
          onChange={(event) => set('paymentDays', event.target.value)}
          disabled={isPending}
        />
        <TextField
          label={t('invoices:billing.numberPrefix')}
          hint={t('invoices:billing.numberPrefixHint')}
          value={values.numberPrefix}
          maxLength={20}
          spellCheck={false}
          error={errorOf('numberPrefix')}
          onChange={(event) => set('numberPrefix', event.target.value)}
          disabled={isPending}
        />
      </div>
      <LiveRegion>
        {message && (
          <Banner variant={message.variant} announce={false}>
            {t(message.key)}
          </Banner>
        )}
      </LiveRegion>
      <Button type="submit" className="self-start" loading={isPending}>
        {t('invoices:billing.save')}
      </Button>
    </form>
  );
}
