import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  BillingAddressSchema,
  BOOKING_MAX_DAYS_AHEAD,
  isCalendarDate,
  type BillingAddress,
  type BookingInput,
  type BookingSlot,
  type MyBooking,
} from '@common/schemas/booking';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import {
  BILLING_ADDRESS_FIELDS,
  getBillingAddressErrors,
  getBookingErrorKey,
  isDayWithoutHours,
  isSlotGone,
  type BillingAddressField,
} from '../api/booking-messages';
import { useBookSession } from '../api/book-session';
import { useCheckout } from '../api/checkout-query';
import { useInstructors } from '../api/instructors-query';
import { useSlots } from '../api/slots-query';
import { todayInBerlin } from '../booking-format';
import { BookingConfirmation } from '../components/booking-confirmation';
import { BookingDetailsStep, type BillingAddressErrors } from '../components/booking-details-step';
import { BookingSummary } from '../components/booking-summary';
import { InstructorPicker } from '../components/instructor-picker';
import { MY_BOOKINGS_HEADING_ID, MyBookings } from '../components/my-bookings';
import { SlotPicker } from '../components/slot-picker';
import '../locales';

const MY_BOOKINGS_ID = 'meine-termine';
const EMPTY_ADDRESS: BillingAddress = { firstName: '', lastName: '', street: '', postalCode: '', city: '' };

type DateProblem = 'booking:date.past' | 'booking:date.tooFar';

// weekdays and hours are the counsellor's (the slots answer says when there are none); only the
// calendar's outer bounds are checked here
function dateProblemOf(date: string, today: string): DateProblem | null {
  if (!isCalendarDate(date)) return null;
  if (date < today) return 'booking:date.past';
  if (date > addDays(today, BOOKING_MAX_DAYS_AHEAD)) return 'booking:date.tooFar';
  return null;
}

function StepSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = `booking-step-${number}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} tabIndex={-1} className="flex items-center gap-3 text-lg font-semibold text-slate-900 outline-none">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /dashboard/book-session: the four steps (counsellor, time, details, summary), the confirmation, and 'Meine Termine'. */
export function BookSessionPage() {
  const { t } = useTranslation(['booking']);
  const today = todayInBerlin();
  const instructors = useInstructors();
  const checkout = useCheckout();
  const [instructorId, setInstructorId] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<BookingSlot | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [shareStory, setShareStory] = useState(false);
  const [addressDraft, setAddressDraft] = useState<BillingAddress | null>(null);
  const [isEditingAddress, setIsEditingAddress] = useState(false);
  const [addressErrors, setAddressErrors] = useState<BillingAddressErrors>({});
  const [booked, setBooked] = useState<{ booking: MyBooking; sessionMinutes: number } | null>(null);
  const [focusErrorRequest, setFocusErrorRequest] = useState(0);
  const stepsRef = useRef<HTMLDivElement>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'booking'>>();
  const book = useBookSession();

  const dateProblem = dateProblemOf(date, today);
  const bookableDate = isCalendarDate(date) && !dateProblem ? date : null;
  const slots = useSlots(instructorId, bookableDate);
  const chosenSlot = slots.data?.slots.find((entry) => entry.slot === slot && entry.status === 'available') ? slot : null;
  const instructor = instructors.data?.items.find((item) => item.id === instructorId);
  const address = addressDraft ?? checkout.data?.billingAddress ?? EMPTY_ADDRESS;
  const showAddressForm = Boolean(checkout.data?.issuesInvoice && (!checkout.data.isBillingAddressComplete || isEditingAddress));
  const canShare = Boolean(checkout.data && (checkout.data.shareable.hasStory || checkout.data.shareable.transcriptCount > 0));

  // after a refused 'Buchen', the first field to fix gets focus
  useEffect(() => {
    if (focusErrorRequest === 0) return;
    stepsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrorRequest]);

  function changeDate(value: string) {
    setDate(value);
    setSlot(null);
  }

  function changeAddress(field: BillingAddressField, value: string) {
    setAddressDraft({ ...address, [field]: value });
    setAddressErrors((errors) => ({ ...errors, [field]: undefined }));
  }

  function submit() {
    if (!instructor || !bookableDate || !chosenSlot || !checkout.data) return;
    clearFeedback();
    let billingAddress: BillingAddress | undefined;
    if (showAddressForm) {
      const parsed = BillingAddressSchema.safeParse(address);
      if (!parsed.success) {
        const errors: BillingAddressErrors = {};
        for (const issue of parsed.error.issues) errors[issue.path[0] as BillingAddressField] ??= issue.message;
        setAddressErrors(errors);
        setFocusErrorRequest((request) => request + 1);
        say('error', 'booking:errors.billingAddress');
        return;
      }
      billingAddress = parsed.data;
    }
    const input: BookingInput = {
      instructorId: instructor.id,
      date: bookableDate,
      slot: chosenSlot,
      note: note.trim(),
      shareStory: shareStory && canShare,
      ...(billingAddress ? { billingAddress } : {}),
    };
    const sessionMinutes = instructor.sessionMinutes;
    book.mutate(input, {
      onSuccess: (booking) => {
        setBooked({ booking, sessionMinutes });
        setSlot(null);
        setNote('');
        setShareStory(false);
        setAddressDraft(null);
        setIsEditingAddress(false);
        setAddressErrors({});
      },
      onError: (error) => {
        if (isSlotGone(error)) setSlot(null);
        const fieldErrors = getBillingAddressErrors(error);
        if (error instanceof ApiError && (error.code === 'BILLING_ADDRESS_REQUIRED' || Object.keys(fieldErrors).length > 0)) {
          setIsEditingAddress(true);
          // the server names the missing fields; without names, every empty one is marked
          const marked: BillingAddressErrors = { ...fieldErrors };
          if (Object.keys(marked).length === 0)
            for (const field of BILLING_ADDRESS_FIELDS) if (!address[field].trim()) marked[field] = 'REQUIRED';
          setAddressErrors(marked);
          setFocusErrorRequest((request) => request + 1);
        }
        if (error instanceof ApiError && error.fields?.note) {
          setNoteError(error.fields.note);
          setFocusErrorRequest((request) => request + 1);
        }
        say('error', getBookingErrorKey(error, 'book'));
      },
    });
  }

  function showMyBookings() {
    document.getElementById(MY_BOOKINGS_HEADING_ID)?.focus();
  }

  let slotContent: ReactNode;
  if (!instructorId || !bookableDate) slotContent = <p className="text-slate-700">{t('booking:slots.chooseFirst')}</p>;
  else if (slots.isPending) slotContent = <Spinner label={t('booking:loading')} showLabel />;
  else if (slots.isError && isDayWithoutHours(slots.error)) slotContent = <p className="text-slate-800">{t('booking:slots.noHours')}</p>;
  else if (slots.isError)
    slotContent = (
      <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void slots.refetch()} isRetrying={slots.isFetching} size="sm">
        {slots.error instanceof ApiError && slots.error.code === 'DATE_NOT_BOOKABLE'
          ? t(getBookingErrorKey(slots.error, 'book'))
          : t('booking:slots.loadError')}
      </LoadErrorBanner>
    );
  else if (slots.data.slots.length === 0) slotContent = <p className="text-slate-800">{t('booking:slots.noHours')}</p>;
  else
    slotContent = (
      <div className="flex flex-col gap-3">
        <SlotPicker slots={slots.data.slots} selected={chosenSlot} onSelect={setSlot} />
        {slots.data.slots.every((entry) => entry.status !== 'available') && (
          <p className="text-slate-800">{t('booking:slots.fullyBooked')}</p>
        )}
      </div>
    );

  const chooseSlotFirst = <p className="text-slate-700">{t('booking:details.chooseFirst')}</p>;
  let detailsContent: ReactNode = chooseSlotFirst;
  let summaryContent: ReactNode = chooseSlotFirst;
  if (instructor && bookableDate && chosenSlot) {
    if (checkout.isPending) detailsContent = <Spinner label={t('booking:loading')} showLabel />;
    else if (checkout.isError)
      detailsContent = (
        <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void checkout.refetch()} isRetrying={checkout.isFetching} size="sm">
          {t('booking:details.loadError')}
        </LoadErrorBanner>
      );
    else
      detailsContent = (
        <BookingDetailsStep
          instructorName={instructor.name}
          checkout={checkout.data}
          note={note}
          onNoteChange={(value) => {
            setNote(value);
            setNoteError(undefined);
          }}
          noteError={noteError}
          showAddressForm={showAddressForm}
          address={address}
          onAddressChange={changeAddress}
          addressErrors={addressErrors}
          onEditAddress={() => setIsEditingAddress(true)}
          shareStory={shareStory && canShare}
          onShareStoryChange={setShareStory}
        />
      );
    summaryContent = (
      <BookingSummary
        instructor={instructor}
        date={bookableDate}
        slot={chosenSlot}
        shareStory={shareStory && canShare}
        issuesInvoice={checkout.data?.issuesInvoice ?? false}
        isBooking={book.isPending}
        canBook={checkout.isSuccess}
        onBook={submit}
      />
    );
  }

  let content: ReactNode;
  if (booked)
    content = (
      <BookingConfirmation
        booking={booked.booking}
        sessionMinutes={booked.sessionMinutes}
        myBookingsId={MY_BOOKINGS_ID}
        onShowMyBookings={showMyBookings}
        // the same counsellor and day stay chosen: booking a follow-up is one click on a time
        onBookAnother={() => {
          setBooked(null);
          // the confirmation is gone: focus goes to the times of the same counsellor and day
          window.setTimeout(() => document.getElementById('booking-step-2')?.focus());
        }}
      />
    );
  else if (instructors.isPending) content = <Spinner label={t('booking:loading')} showLabel className="justify-center py-10" />;
  else if (instructors.isError)
    content = (
      <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void instructors.refetch()} isRetrying={instructors.isFetching}>
        {t('booking:instructors.loadError')}
      </LoadErrorBanner>
    );
  else if (instructors.data.items.length === 0) content = <EmptyState title={t('booking:instructors.empty')} />;
  else
    content = (
      <div ref={stepsRef} className="flex flex-col gap-6">
        <StepSection number={1} title={t('booking:steps.instructor')}>
          <InstructorPicker
            instructors={instructors.data.items}
            selectedId={instructorId}
            labelledBy="booking-step-1"
            onSelect={(id) => {
              setInstructorId(id);
              setSlot(null);
            }}
          />
        </StepSection>
        <StepSection number={2} title={t('booking:steps.time')}>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              type="date"
              label={t('booking:date.label')}
              hint={t('booking:date.hint')}
              error={dateProblem ? t(dateProblem) : undefined}
              value={date}
              min={today}
              max={addDays(today, BOOKING_MAX_DAYS_AHEAD)}
              onChange={(event) => changeDate(event.target.value)}
              className="sm:max-w-xs"
            />
            {isCalendarDate(date) && (
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" disabled={date <= today} onClick={() => changeDate(addDays(date, -1))}>
                  {t('booking:date.previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={date >= addDays(today, BOOKING_MAX_DAYS_AHEAD)}
                  onClick={() => changeDate(addDays(date, 1))}
                >
                  {t('booking:date.next')}
                </Button>
              </div>
            )}
          </div>
          <fieldset aria-busy={slots.isFetching || undefined}>
            <legend className="mb-3 font-semibold text-slate-900">{t('booking:slots.legend')}</legend>
            {slotContent}
          </fieldset>
        </StepSection>
        <StepSection number={3} title={t('booking:steps.details')}>
          {detailsContent}
        </StepSection>
        <StepSection number={4} title={t('booking:steps.summary')}>
          {summaryContent}
        </StepSection>
      </div>
    );

  return (
    <>
      <PageHeader title={t('booking:title')} description={t('booking:intro')} />
      <div className="flex max-w-3xl flex-col gap-10">
        {content}
        <LiveRegion className="sticky bottom-4 z-20">
          {feedback && (
            <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
              {t(feedback.messageKey)}
            </Banner>
          )}
        </LiveRegion>
        <MyBookings id={MY_BOOKINGS_ID} onSuccess={(key) => say('success', key)} onError={(key) => say('error', key)} />
      </div>
    </>
  );
}
