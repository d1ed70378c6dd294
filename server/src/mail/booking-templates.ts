// The mails around a session (issue 40): to the learner when booked, cancelled and 24 hours and 1 hour
// before; to the counsellor when a session is booked or cancelled and before it. Each lists the session's
// facts as rows: who, when, how (mode and place), the price, and a reason where one was given.
import type { Language } from '@common/domain';
import type { SessionMode } from '@common/schemas/booking';
import { escapeHtml, GREETING, MAIL_LOCALES, PRODUCT } from './templates';

export type BookingMailKind =
  | 'booked'
  | 'cancelled'
  | 'cancelledByCounsellor'
  | 'reminder24h'
  | 'reminder1h'
  | 'counsellorBooked'
  | 'counsellorCancelled'
  | 'counsellorReminder24h'
  | 'counsellorReminder1h';

interface Texts {
  subject: Record<BookingMailKind, string>;
  intro: Record<BookingMailKind, string>;
  outro: Partial<Record<BookingMailKind, string>>;
  labels: {
    counsellor: string;
    learner: string;
    date: string;
    time: string;
    mode: string;
    place: string;
    price: string;
    reason: string;
    note: string;
  };
  modes: Record<SessionMode, string>;
  linkFollows: string;
  invoice: string;
}

const TEXTS: Record<Language, Texts> = {
  de: {
    subject: {
      booked: `${PRODUCT}: Ihr Termin ist gebucht`,
      cancelled: `${PRODUCT}: Ihr Termin wurde storniert`,
      cancelledByCounsellor: `${PRODUCT}: Ihr Termin wurde abgesagt`,
      reminder24h: `${PRODUCT}: Ihr Termin morgen`,
      reminder1h: `${PRODUCT}: Ihr Termin beginnt in einer Stunde`,
      counsellorBooked: `${PRODUCT}: Neuer Termin gebucht`,
      counsellorCancelled: `${PRODUCT}: Termin storniert`,
      counsellorReminder24h: `${PRODUCT}: Ihr Termin morgen`,
      counsellorReminder1h: `${PRODUCT}: Ihr Termin beginnt in einer Stunde`,
    },
    intro: {
      booked: 'vielen Dank für Ihre Buchung. Ihr Termin für eine Einzelsitzung ist bestätigt:',
      cancelled: 'der folgende Termin wurde storniert:',
      cancelledByCounsellor: 'Ihre Beraterin bzw. Ihr Berater musste den folgenden Termin leider absagen:',
      reminder24h: 'wir erinnern Sie an Ihren Termin morgen:',
      reminder1h: 'Ihr Termin beginnt in einer Stunde:',
      counsellorBooked: 'bei Ihnen wurde ein Termin gebucht:',
      counsellorCancelled: 'der folgende Termin wurde storniert; die Zeit ist wieder frei:',
      counsellorReminder24h: 'Sie haben morgen diesen Termin:',
      counsellorReminder1h: 'Ihr Termin beginnt in einer Stunde:',
    },
    outro: {
      booked:
        'Im Anhang finden Sie den Termin für Ihren Kalender. Sie können ihn bis 24 Stunden vor Beginn unter „Meine Termine“ kostenlos stornieren.',
      cancelled: 'Mit dem Anhang entfernt Ihr Kalender den Termin. Einen neuen Termin können Sie jederzeit auf der Plattform buchen.',
      cancelledByCounsellor:
        'Mit dem Anhang entfernt Ihr Kalender den Termin. Eine bereits gestellte Rechnung wird mit einer Stornorechnung aufgehoben. Einen neuen Termin können Sie jederzeit buchen.',
      counsellorBooked: 'Alle Termine und, wenn geteilt, die MPU-Geschichte der lernenden Person finden Sie unter „Meine Termine“.',
    },
    labels: {
      counsellor: 'Beraterin/Berater',
      learner: 'Lernende/r',
      date: 'Datum',
      time: 'Uhrzeit',
      mode: 'Art',
      place: 'Ort/Zugang',
      price: 'Preis',
      reason: 'Grund',
      note: 'Anliegen',
    },
    modes: { video: 'Videotermin', phone: 'Telefontermin', address: 'Vor Ort' },
    linkFollows: 'Der Link zum Videoraum folgt vor dem Termin.',
    invoice:
      'Die Rechnung liegt dieser E-Mail bei (zahlbar per Überweisung; der GiroCode auf der Rechnung füllt die Überweisung in Ihrer Banking-App aus).',
  },
  tr: {
    subject: {
      booked: `${PRODUCT}: Randevunuz alındı`,
      cancelled: `${PRODUCT}: Randevunuz iptal edildi`,
      cancelledByCounsellor: `${PRODUCT}: Randevunuz iptal edildi`,
      reminder24h: `${PRODUCT}: Yarınki randevunuz`,
      reminder1h: `${PRODUCT}: Randevunuz bir saat sonra başlıyor`,
      counsellorBooked: `${PRODUCT}: Yeni randevu`,
      counsellorCancelled: `${PRODUCT}: Randevu iptal edildi`,
      counsellorReminder24h: `${PRODUCT}: Yarınki randevunuz`,
      counsellorReminder1h: `${PRODUCT}: Randevunuz bir saat sonra başlıyor`,
    },
    intro: {
      booked: 'Rezervasyonunuz için teşekkür ederiz. Birebir seans randevunuz onaylandı:',
      cancelled: 'Aşağıdaki randevu iptal edildi:',
      cancelledByCounsellor: 'Danışmanınız aşağıdaki randevuyu maalesef iptal etmek zorunda kaldı:',
      reminder24h: 'Yarınki randevunuzu hatırlatırız:',
      reminder1h: 'Randevunuz bir saat sonra başlıyor:',
      counsellorBooked: 'Sizinle bir randevu alındı:',
      counsellorCancelled: 'Aşağıdaki randevu iptal edildi; saat tekrar boş:',
      counsellorReminder24h: 'Yarın bu randevunuz var:',
      counsellorReminder1h: 'Randevunuz bir saat sonra başlıyor:',
    },
    outro: {
      booked:
        'Takviminiz için randevu ektedir. Başlangıçtan 24 saat öncesine kadar „Randevularım“ bölümünden ücretsiz iptal edebilirsiniz.',
      cancelled: 'Ekteki dosya ile takviminiz randevuyu kaldırır. Platformda istediğiniz zaman yeni bir randevu alabilirsiniz.',
      cancelledByCounsellor:
        'Ekteki dosya ile takviminiz randevuyu kaldırır. Kesilmiş bir fatura, iptal faturası (Stornorechnung) ile geçersiz kılınır. İstediğiniz zaman yeni bir randevu alabilirsiniz.',
      counsellorBooked: 'Tüm randevuları ve paylaşıldıysa öğrencinin MPU hikâyesini „Randevularım“ bölümünde bulursunuz.',
    },
    labels: {
      counsellor: 'Danışman',
      learner: 'Öğrenci',
      date: 'Tarih',
      time: 'Saat',
      mode: 'Tür',
      place: 'Yer/Erişim',
      price: 'Ücret',
      reason: 'Neden',
      note: 'Konu',
    },
    modes: { video: 'Görüntülü görüşme', phone: 'Telefon görüşmesi', address: 'Yüz yüze' },
    linkFollows: 'Video odasının bağlantısı randevudan önce gönderilecektir.',
    invoice: 'Fatura bu e-postanın ekindedir (havale ile ödenir; faturadaki GiroCode, banka uygulamanızda havaleyi doldurur).',
  },
  en: {
    subject: {
      booked: `${PRODUCT}: Your session is booked`,
      cancelled: `${PRODUCT}: Your session was cancelled`,
      cancelledByCounsellor: `${PRODUCT}: Your session was called off`,
      reminder24h: `${PRODUCT}: Your session tomorrow`,
      reminder1h: `${PRODUCT}: Your session starts in one hour`,
      counsellorBooked: `${PRODUCT}: New session booked`,
      counsellorCancelled: `${PRODUCT}: Session cancelled`,
      counsellorReminder24h: `${PRODUCT}: Your session tomorrow`,
      counsellorReminder1h: `${PRODUCT}: Your session starts in one hour`,
    },
    intro: {
      booked: 'Thank you for your booking. Your one-to-one session is confirmed:',
      cancelled: 'The following session was cancelled:',
      cancelledByCounsellor: 'Your counsellor had to call off the following session:',
      reminder24h: 'A reminder of your session tomorrow:',
      reminder1h: 'Your session starts in one hour:',
      counsellorBooked: 'A session was booked with you:',
      counsellorCancelled: 'The following session was cancelled; the time is free again:',
      counsellorReminder24h: 'You have this session tomorrow:',
      counsellorReminder1h: 'Your session starts in one hour:',
    },
    outro: {
      booked:
        'The attached file adds the session to your calendar. You can cancel it free of charge under “My sessions” up to 24 hours before it starts.',
      cancelled: 'The attached file removes the session from your calendar. You can book a new session on the platform at any time.',
      cancelledByCounsellor:
        'The attached file removes the session from your calendar. An invoice already issued is cancelled by a cancellation invoice (Stornorechnung). You can book a new session at any time.',
      counsellorBooked: 'All sessions and, where shared, the learner’s MPU story are under “My appointments”.',
    },
    labels: {
      counsellor: 'Counsellor',
      learner: 'Learner',
      date: 'Date',
      time: 'Time',
      mode: 'Kind',
      place: 'Place/access',
      price: 'Price',
      reason: 'Reason',
      note: 'Topic',
    },
    modes: { video: 'Video call', phone: 'Phone call', address: 'In person' },
    linkFollows: 'The link to the video room follows before the session.',
    invoice: 'The invoice is attached (to be paid by bank transfer; the GiroCode on it fills in the transfer in your banking app).',
  },
};

export interface SessionMailFacts {
  counsellorName: string;
  learnerName: string;
  date: string;
  slot: string;
  endSlot: string;
  sessionMode: SessionMode;
  location: string;
  priceCents: number;
  reason?: string;
  note?: string;
  hasInvoice?: boolean;
}

const forCounsellor = (kind: BookingMailKind) => kind.startsWith('counsellor');

export function renderSessionMail(kind: BookingMailKind, language: Language, to: string, facts: SessionMailFacts) {
  const t = TEXTS[language];
  const locale = MAIL_LOCALES[language];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${facts.date}T12:00:00Z`));
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(facts.priceCents / 100);
  const place = facts.location !== '' ? facts.location : facts.sessionMode === 'video' ? t.linkFollows : '';
  const rows: Array<[string, string]> = [
    forCounsellor(kind) ? [t.labels.learner, facts.learnerName] : [t.labels.counsellor, facts.counsellorName],
    [t.labels.date, date],
    [t.labels.time, `${facts.slot}–${facts.endSlot}`],
    [t.labels.mode, t.modes[facts.sessionMode]],
    ...(place !== '' ? [[t.labels.place, place] as [string, string]] : []),
    ...(forCounsellor(kind) ? [] : [[t.labels.price, price] as [string, string]]),
    ...(facts.reason ? [[t.labels.reason, facts.reason] as [string, string]] : []),
    ...(forCounsellor(kind) && facts.note ? [[t.labels.note, facts.note] as [string, string]] : []),
  ];
  const closing = [t.outro[kind], facts.hasInvoice ? t.invoice : undefined].filter(Boolean).join('\n\n');
  const text = `${GREETING[language]}\n\n${t.intro[kind]}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${closing ? `${closing}\n\n` : ''}${PRODUCT}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>${GREETING[language]}</p><p>${escapeHtml(t.intro[kind])}</p>
<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
${closing
  .split('\n\n')
  .filter(Boolean)
  .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
  .join('')}<p>${PRODUCT}</p></body></html>`;
  return { to, subject: t.subject[kind], text, html };
}
