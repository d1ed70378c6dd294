// Answers of the booking API for the component tests, shaped by the contract's schemas.
import type { BookingCheckout, Instructor, MyBooking } from '@common/schemas/booking';
import type { InvoiceSummary } from '@common/schemas/invoices';

export const SABINE: Instructor = {
  id: 'instructor-1',
  name: 'Sabine Krüger',
  title: 'Dipl.-Psychologin, Verkehrspsychologin',
  specialization: 'Alkohol am Steuer',
  experience: '15 Jahre MPU-Vorbereitung',
  image: '',
  sessionMode: 'video',
  place: '',
  priceCents: 8900,
  sessionMinutes: 60,
};

export const MURAT: Instructor = {
  id: 'instructor-2',
  name: 'Murat Aydın',
  title: 'M. Sc. Psychologie',
  specialization: 'Drogen und Medikamente',
  experience: '8 Jahre',
  image: '',
  sessionMode: 'address',
  place: 'Lindenstraße 5\n10969 Berlin',
  priceCents: 8900,
  sessionMinutes: 60,
};

export const checkoutOf = (overrides: Partial<BookingCheckout> = {}): BookingCheckout => ({
  issuesInvoice: true,
  billingAddress: { firstName: 'Lea', lastName: 'Öztürk', street: 'Hauptstraße 1', postalCode: '12345', city: 'Köln' },
  isBillingAddressComplete: true,
  shareable: { hasStory: true, transcriptCount: 3 },
  ...overrides,
});

export const invoiceOf = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 'invoice-1',
  number: 'RE-00001',
  kind: 'invoice',
  issuedOn: '2026-11-27',
  grossCents: 8900,
  paidOn: null,
  cancelsNumber: null,
  cancelledByNumber: null,
  ...overrides,
});

export const myBookingOf = (overrides: Partial<MyBooking> = {}): MyBooking => ({
  id: 'booking-1',
  instructor: { id: SABINE.id, name: SABINE.name, title: SABINE.title },
  date: '2026-12-02',
  slot: '09:00',
  startsAt: '2026-12-02T08:00:00.000Z',
  endsAt: '2026-12-02T09:00:00.000Z',
  priceCents: 8900,
  sessionMode: 'video',
  location: 'https://meet.example.org/raum-sabine',
  learnerNote: '',
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: '',
  outcome: null,
  canCancel: true,
  storySharedAt: null,
  storyReads: [],
  invoices: [],
  ...overrides,
});
