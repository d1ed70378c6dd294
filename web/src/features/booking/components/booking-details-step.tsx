// Step 3 of the booking page: a note for the counsellor, the invoice address (asked for only when an
// invoice is issued and Persönliche Daten lack it) and the choice to share the MPU story.
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_NOTE_MAX_LENGTH, type BillingAddress, type BookingCheckout } from '@common/schemas/booking';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { getFieldErrorKey, type BillingAddressField } from '../api/booking-messages';

export type BillingAddressErrors = Partial<Record<BillingAddressField, string>>;

interface BookingDetailsStepProps {
  instructorName: string;
  checkout: BookingCheckout;
  note: string;
  onNoteChange: (note: string) => void;
  noteError?: string;
  /** Whether the address is asked for (else, with an invoice, the saved one is shown). */
  showAddressForm: boolean;
  address: BillingAddress;
  onAddressChange: (field: BillingAddressField, value: string) => void;
  addressErrors: BillingAddressErrors;
  onEditAddress: () => void;
  shareStory: boolean;
  onShareStoryChange: (share: boolean) => void;
}

export function BookingDetailsStep(props: BookingDetailsStepProps) {
  const { t } = useTranslation(['booking']);
  const { note, onNoteChange, noteError, instructorName, checkout } = props;
  return (
    <div className="flex flex-col gap-6">
      <TextareaField
        label={t('booking:details.noteLabel')}
        hint={t('booking:details.noteHint', {
          name: instructorName,
          max: BOOKING_NOTE_MAX_LENGTH,
          left: BOOKING_NOTE_MAX_LENGTH - note.length,
        })}
        value={note}
        maxLength={BOOKING_NOTE_MAX_LENGTH}
        rows={4}
        error={noteError ? t(getFieldErrorKey(noteError)) : undefined}
        onChange={(event) => onNoteChange(event.target.value)}
      />
      {checkout.issuesInvoice && <InvoiceAddress {...props} />}
      <ShareStoryChoice {...props} />
    </div>
  );
}

function InvoiceAddress({ showAddressForm, address, onAddressChange, addressErrors, onEditAddress }: BookingDetailsStepProps) {
  const { t } = useTranslation(['booking']);
  const headingId = useId();
  const error = (field: BillingAddressField) => (addressErrors[field] ? t(getFieldErrorKey(addressErrors[field])) : undefined);
  if (!showAddressForm)
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('booking:details.addressTitle')}
        </h3>
        <address className="text-slate-800 not-italic">
          <span className="block">
            {address.firstName} {address.lastName}
          </span>
          <span className="block">{address.street}</span>
          <span className="block">
            {address.postalCode} {address.city}
          </span>
        </address>
        <p className="text-sm text-slate-700">{t('booking:details.addressFromSettings')}</p>
        <div>
          <Button variant="secondary" size="sm" onClick={onEditAddress}>
            {t('booking:details.addressEdit')}
          </Button>
        </div>
      </section>
    );
  const field = (name: BillingAddressField, autoComplete: string, maxLength: number) => ({
    label: t(`booking:details.address.${name}`),
    value: address[name],
    autoComplete,
    maxLength,
    required: true,
    error: error(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onAddressChange(name, event.target.value),
  });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 font-semibold text-slate-900">{t('booking:details.addressTitle')}</legend>
      <p className="text-sm text-slate-700">{t('booking:details.addressNeeded')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName', 'given-name', 100)} />
        <TextField {...field('lastName', 'family-name', 100)} />
        <div className="sm:col-span-2">
          <TextField {...field('street', 'street-address', 200)} />
        </div>
        <TextField {...field('postalCode', 'postal-code', 20)} inputMode="numeric" />
        <TextField {...field('city', 'address-level2', 100)} />
      </div>
    </fieldset>
  );
}

function ShareStoryChoice({ instructorName, checkout, shareStory, onShareStoryChange }: BookingDetailsStepProps) {
  const { t } = useTranslation(['booking']);
  const listId = useId();
  const { hasStory, transcriptCount } = checkout.shareable;
  const hasSomething = hasStory || transcriptCount > 0;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <Checkbox
        label={t('booking:share.label', { name: instructorName })}
        checked={shareStory && hasSomething}
        disabled={!hasSomething}
        aria-describedby={listId}
        onChange={(event) => onShareStoryChange(event.target.checked)}
      />
      <div id={listId} className="flex flex-col gap-2 pl-8 text-sm text-slate-700">
        {hasSomething ? (
          <>
            <p>{t('booking:share.whatIntro')}</p>
            <ul className="list-disc pl-5 text-slate-800">
              {hasStory && <li>{t('booking:share.story')}</li>}
              {transcriptCount > 0 && <li>{t('booking:share.transcripts', { count: transcriptCount })}</li>}
            </ul>
            <p>{t('booking:share.withdraw', { name: instructorName })}</p>
          </>
        ) : (
          <p>{t('booking:share.nothing')}</p>
        )}
      </div>
    </div>
  );
}
