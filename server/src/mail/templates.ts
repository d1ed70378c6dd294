// Mail texts per language. The server's only German (and Turkish, English) prose lives here.
import type { Language, PageKey } from '@common/domain';

export const PRODUCT = 'MPU-Vorbereitung';

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

export type MailKind =
  | 'verifyEmail'
  | 'resetPassword'
  | 'changeEmail'
  | 'emailChangeNotice'
  | 'welcome'
  | 'accessRequested'
  | 'accessRequestedMany'
  | 'accessGranted'
  | 'accessGrantedMany'
  | 'counsellorInvite';

const TEMPLATES: Record<MailKind, Record<Language, Template>> = {
  // to every admin; {email} and {area} are filled in
  accessRequested: {
    de: {
      subject: `${PRODUCT}: Freischaltung angefragt`,
      intro:
        '{email} bittet um die Freischaltung des Bereichs „{area}“. Sie können die Anfrage in der Administration freischalten oder ablehnen:',
      action: 'Anfragen ansehen',
      outro: 'Sie erhalten diese E-Mail, weil Sie Administratorin oder Administrator der Plattform sind.',
    },
    tr: {
      subject: `${PRODUCT}: Erişim talebi`,
      intro: '{email}, „{area}“ bölümünün açılmasını istiyor. Talebi yönetim panelinde onaylayabilir veya reddedebilirsiniz:',
      action: 'Talepleri görüntüle',
      outro: 'Bu e-postayı platformun yöneticisi olduğunuz için alıyorsunuz.',
    },
    en: {
      subject: `${PRODUCT}: Access requested`,
      intro: '{email} asks for access to the area “{area}”. You can grant or refuse the request in the administration:',
      action: 'View requests',
      outro: 'You receive this email because you are an administrator of the platform.',
    },
  },
  // to every admin when a learner asked for all locked areas at once; {email} and {areas} are filled in
  accessRequestedMany: {
    de: {
      subject: `${PRODUCT}: Freischaltung angefragt`,
      intro:
        '{email} bittet um die Freischaltung der Bereiche {areas}. Sie können die Anfragen in der Administration freischalten oder ablehnen:',
      action: 'Anfragen ansehen',
      outro: 'Sie erhalten diese E-Mail, weil Sie Administratorin oder Administrator der Plattform sind.',
    },
    tr: {
      subject: `${PRODUCT}: Erişim talebi`,
      intro: '{email}, {areas} bölümlerinin açılmasını istiyor. Talepleri yönetim panelinde onaylayabilir veya reddedebilirsiniz:',
      action: 'Talepleri görüntüle',
      outro: 'Bu e-postayı platformun yöneticisi olduğunuz için alıyorsunuz.',
    },
    en: {
      subject: `${PRODUCT}: Access requested`,
      intro: '{email} asks for access to the areas {areas}. You can grant or refuse the requests in the administration:',
      action: 'View requests',
      outro: 'You receive this email because you are an administrator of the platform.',
    },
  },
  // to the learner whose requests were granted at once; {areas} is filled in
  accessGrantedMany: {
    de: {
      subject: `${PRODUCT}: Bereiche freigeschaltet`,
      intro: 'die Bereiche {areas} sind jetzt für Sie freigeschaltet. Sie erreichen sie über das Menü:',
      action: 'Zur Übersicht',
      outro: 'Viel Erfolg bei Ihrer Vorbereitung!',
    },
    tr: {
      subject: `${PRODUCT}: Bölümler açıldı`,
      intro: '{areas} bölümleri artık sizin için açık. Menüden ulaşabilirsiniz:',
      action: 'Genel bakışa git',
      outro: 'Hazırlığınızda başarılar dileriz!',
    },
    en: {
      subject: `${PRODUCT}: Areas unlocked`,
      intro: 'The areas {areas} are now open for you. You can reach them from the menu:',
      action: 'Go to the overview',
      outro: 'Good luck with your preparation!',
    },
  },
  // to the learner whose request was granted; {area} is filled in
  accessGranted: {
    de: {
      subject: `${PRODUCT}: Bereich freigeschaltet`,
      intro: 'der Bereich „{area}“ ist jetzt für Sie freigeschaltet. Sie erreichen ihn über den folgenden Link oder das Menü:',
      action: 'Bereich öffnen',
      outro: 'Viel Erfolg bei Ihrer Vorbereitung!',
    },
    tr: {
      subject: `${PRODUCT}: Bölüm açıldı`,
      intro: '„{area}“ bölümü artık sizin için açık. Aşağıdaki bağlantıdan veya menüden ulaşabilirsiniz:',
      action: 'Bölümü aç',
      outro: 'Hazırlığınızda başarılar dileriz!',
    },
    en: {
      subject: `${PRODUCT}: Area unlocked`,
      intro: 'The area “{area}” is now open for you. You can reach it with the following link or from the menu:',
      action: 'Open the area',
      outro: 'Good luck with your preparation!',
    },
  },
  verifyEmail: {
    de: {
      subject: `${PRODUCT}: Bitte bestätigen Sie Ihre E-Mail-Adresse`,
      intro: 'vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link:',
      action: 'E-Mail-Adresse bestätigen',
      outro: 'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    },
    tr: {
      subject: `${PRODUCT}: Lütfen e-posta adresinizi onaylayın`,
      intro: 'Kaydınız için teşekkür ederiz. Lütfen aşağıdaki bağlantı ile e-posta adresinizi onaylayın:',
      action: 'E-posta adresini onayla',
      outro: 'Bağlantı 24 saat geçerlidir. Kayıt olmadıysanız bu e-postayı dikkate almayabilirsiniz.',
    },
    en: {
      subject: `${PRODUCT}: Please confirm your email address`,
      intro: 'Thank you for registering. Please confirm your email address with the following link:',
      action: 'Confirm email address',
      outro: 'The link is valid for 24 hours. If you did not register, you can ignore this email.',
    },
  },
  changeEmail: {
    de: {
      subject: `${PRODUCT}: Neue E-Mail-Adresse bestätigen`,
      intro:
        'Sie möchten Ihre E-Mail-Adresse ändern. Bitte bestätigen Sie die neue Adresse über den folgenden Link; erst danach gilt sie für Ihre Anmeldung:',
      action: 'Neue E-Mail-Adresse bestätigen',
      outro:
        'Der Link ist 24 Stunden gültig. Wenn Sie das nicht veranlasst haben, ignorieren Sie diese E-Mail; Ihre bisherige Adresse bleibt dann bestehen.',
    },
    tr: {
      subject: `${PRODUCT}: Yeni e-posta adresinizi onaylayın`,
      intro:
        'E-posta adresinizi değiştirmek istiyorsunuz. Lütfen yeni adresi aşağıdaki bağlantı ile onaylayın; ancak bundan sonra girişte geçerli olur:',
      action: 'Yeni e-posta adresini onayla',
      outro: 'Bağlantı 24 saat geçerlidir. Bunu siz başlatmadıysanız bu e-postayı dikkate almayın; mevcut adresiniz geçerli kalır.',
    },
    en: {
      subject: `${PRODUCT}: Confirm your new email address`,
      intro:
        'You asked to change your email address. Please confirm the new address with the following link; only then does it apply to your sign-in:',
      action: 'Confirm new email address',
      outro: 'The link is valid for 24 hours. If you did not ask for this, ignore this email; your current address stays in place.',
    },
  },
  emailChangeNotice: {
    de: {
      subject: `${PRODUCT}: Änderung Ihrer E-Mail-Adresse angefordert`,
      intro:
        'für Ihr Konto wurde soeben angefordert, die E-Mail-Adresse zu ändern. Die neue Adresse gilt erst, wenn sie über den Link in der Bestätigungsmail bestätigt wird. Wenn Sie das nicht waren, setzen Sie bitte sofort Ihr Passwort zurück:',
      action: 'Passwort zurücksetzen',
      outro: 'Wenn Sie die Änderung selbst angefordert haben, müssen Sie nichts tun.',
    },
    tr: {
      subject: `${PRODUCT}: E-posta adresinizin değiştirilmesi istendi`,
      intro:
        'Hesabınız için e-posta adresinin değiştirilmesi az önce istendi. Yeni adres, onay e-postasındaki bağlantı ile onaylandığında geçerli olur. Bunu siz yapmadıysanız lütfen hemen şifrenizi sıfırlayın:',
      action: 'Şifreyi sıfırla',
      outro: 'Değişikliği kendiniz istediyseniz bir şey yapmanıza gerek yoktur.',
    },
    en: {
      subject: `${PRODUCT}: A change of your email address was requested`,
      intro:
        'Someone just asked to change the email address of your account. The new address only applies once it is confirmed with the link in the confirmation email. If this was not you, please reset your password right away:',
      action: 'Reset password',
      outro: 'If you asked for the change yourself, there is nothing to do.',
    },
  },
  welcome: {
    de: {
      subject: `Willkommen bei ${PRODUCT}`,
      intro:
        'schön, dass Sie sich für Ihre MPU-Vorbereitung bei uns angemeldet haben. Sobald Sie Ihre E-Mail-Adresse bestätigt haben, melden Sie sich hier an:',
      action: 'Zur Anmeldung',
      outro:
        'Auf Ihrer Übersicht sehen Sie jederzeit, wie weit Sie sind und was als Nächstes sinnvoll ist. Wir wünschen Ihnen viel Erfolg!',
    },
    tr: {
      subject: `${PRODUCT}'ya hoş geldiniz`,
      intro: 'MPU hazırlığınız için kaydolduğunuza sevindik. E-posta adresinizi onayladıktan sonra buradan giriş yapabilirsiniz:',
      action: 'Girişe git',
      outro: 'Genel bakış sayfanızda ne kadar ilerlediğinizi ve sonraki adımları her zaman görebilirsiniz. Başarılar dileriz!',
    },
    en: {
      subject: `Welcome to ${PRODUCT}`,
      intro: 'We are glad you signed up to prepare for your MPU. Once you have confirmed your email address, sign in here:',
      action: 'Go to sign-in',
      outro: 'Your overview always shows how far you have come and what makes sense next. We wish you every success!',
    },
  },
  // an administrator linked a counsellor profile to a new account; {name} is the profile's name
  counsellorInvite: {
    de: {
      subject: `${PRODUCT}: Ihr Zugang als Beraterin/Berater`,
      intro:
        'für Sie wurde ein Zugang zur MPU-Vorbereitung angelegt: Unter „Meine Termine“ sehen Sie Ihre gebuchten Sitzungen als {name}, legen Ihre Zeiten fest und lesen, was Lernende mit Ihnen teilen. Über den folgenden Link legen Sie Ihr Passwort fest:',
      action: 'Passwort festlegen',
      outro: 'Der Link ist sieben Tage gültig und kann einmal verwendet werden. Danach können Sie jederzeit ein neues Passwort anfordern.',
    },
    tr: {
      subject: `${PRODUCT}: Danışman erişiminiz`,
      intro:
        'Sizin için MPU hazırlık platformunda bir erişim oluşturuldu: „Randevularım“ bölümünde {name} olarak rezerve edilen seanslarınızı görür, saatlerinizi belirler ve öğrencilerin sizinle paylaştıklarını okursunuz. Aşağıdaki bağlantı ile şifrenizi belirleyin:',
      action: 'Şifre belirle',
      outro: 'Bağlantı yedi gün geçerlidir ve bir kez kullanılabilir. Daha sonra istediğiniz zaman yeni bir şifre isteyebilirsiniz.',
    },
    en: {
      subject: `${PRODUCT}: Your counsellor access`,
      intro:
        'An account on the MPU preparation platform was created for you: under “My appointments” you see the sessions booked with you as {name}, set your hours and read what learners share with you. Use the following link to choose your password:',
      action: 'Choose a password',
      outro: 'The link is valid for seven days and works once. After that you can ask for a new password at any time.',
    },
  },
  resetPassword: {
    de: {
      subject: `${PRODUCT}: Passwort zurücksetzen`,
      intro: 'Sie haben angefordert, Ihr Passwort zurückzusetzen. Über den folgenden Link legen Sie ein neues Passwort fest:',
      action: 'Neues Passwort festlegen',
      outro:
        'Der Link ist eine Stunde gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
    },
    tr: {
      subject: `${PRODUCT}: Şifre sıfırlama`,
      intro: 'Şifrenizi sıfırlamak istediniz. Aşağıdaki bağlantı ile yeni bir şifre belirleyebilirsiniz:',
      action: 'Yeni şifre belirle',
      outro: 'Bağlantı bir saat geçerlidir ve bir kez kullanılabilir. Bunu siz istemediyseniz bu e-postayı dikkate almayın.',
    },
    en: {
      subject: `${PRODUCT}: Reset your password`,
      intro: 'You asked to reset your password. Use the following link to choose a new password:',
      action: 'Choose a new password',
      outro: 'The link is valid for one hour and works once. If you did not ask for this, ignore this email.',
    },
  },
};

export const MAIL_LOCALES: Record<Language, string> = { de: 'de-DE', tr: 'tr-TR', en: 'en-GB' };

export const GREETING: Record<Language, string> = { de: 'Guten Tag,', tr: 'Merhaba,', en: 'Hello,' };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The areas a learner can ask for, named as the menu names them. */
export const AREA_NAMES: Record<PageKey, Record<Language, string>> = {
  courses: { de: 'Multiple-Choice-Kurse', tr: 'Çoktan seçmeli kurslar', en: 'Multiple-choice courses' },
  videos: { de: 'Videokurse', tr: 'Video kursları', en: 'Video courses' },
  lexicon: { de: 'MPU-Lexikon', tr: 'MPU sözlüğü', en: 'MPU glossary' },
  news: { de: 'Neuigkeiten', tr: 'Haberler', en: 'News' },
  'book-session': { de: 'Einzelsitzung buchen', tr: 'Birebir seans rezervasyonu', en: 'Book a private session' },
  'ai-assistant': { de: 'KI-Assistent', tr: 'Yapay zekâ asistanı', en: 'AI assistant' },
  'exam-trainer': { de: 'Prüfungstrainer', tr: 'Sınav antrenörü', en: 'Exam trainer' },
  'performance-trainer': { de: 'Leistungstest-Training', tr: 'Performans testi antrenmanı', en: 'Performance test training' },
  abstinence: { de: 'Abstinenznachweise', tr: 'Abstinans kanıtları', en: 'Abstinence proofs' },
  'my-story': { de: 'Meine MPU-Geschichte', tr: 'MPU hikâyem', en: 'My MPU story' },
};

const QUOTES: Record<Language, [string, string]> = { de: ['„', '“'], tr: ['„', '“'], en: ['“', '”'] };

/** Area names in quotes, joined as the language joins a list: „Neuigkeiten“, „KI-Assistent“ und „Prüfungstrainer“. */
export function listAreaNames(pages: readonly PageKey[], language: Language): string {
  const [open, close] = QUOTES[language];
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(pages.map((page) => `${open}${AREA_NAMES[page][language]}${close}`));
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function renderLinkMail(kind: MailKind, language: Language, to: string, link: string, values: Record<string, string> = {}) {
  const template = TEMPLATES[kind][language];
  const t = { ...template, intro: fill(template.intro, values) };
  const text = `${GREETING[language]}\n\n${t.intro}\n\n${link}\n\n${t.outro}\n\n${PRODUCT}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>${GREETING[language]}</p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(link)}</p><p>${escapeHtml(t.outro)}</p><p>${PRODUCT}</p></body></html>`;
  return { to, subject: t.subject, text, html };
}

export type ReminderFrequencyForMail = 'daily' | 'weekly';

interface ReminderTemplate {
  subject: (count: number) => string;
  intro: (count: number) => string;
  action: string;
  outro: Record<ReminderFrequencyForMail, string>;
  unsubscribe: string;
}

const REMINDER_TEMPLATES: Record<Language, ReminderTemplate> = {
  de: {
    subject: (n) => `${PRODUCT}: ${n === 1 ? '1 Frage' : `${n} Fragen`} zur Wiederholung fällig`,
    intro: (n) =>
      `${n === 1 ? '1 Frage ist' : `${n} Fragen sind`} heute zur Wiederholung fällig. Wenn Sie sie jetzt beantworten, bleiben die Antworten bis zu Ihrer MPU sicher im Gedächtnis:`,
    action: 'Jetzt wiederholen',
    outro: {
      daily:
        'Sie erhalten diese Erinnerung täglich, weil Sie sie in Ihren Einstellungen eingeschaltet haben. Dort können Sie Häufigkeit und Uhrzeit ändern.',
      weekly:
        'Sie erhalten diese Erinnerung wöchentlich, weil Sie sie in Ihren Einstellungen eingeschaltet haben. Dort können Sie Häufigkeit und Uhrzeit ändern.',
    },
    unsubscribe: 'Lernerinnerungen abbestellen',
  },
  tr: {
    subject: (n) => `${PRODUCT}: ${n} sorunun tekrar zamanı geldi`,
    intro: (n) => `Bugün ${n} sorunun tekrar zamanı geldi. Şimdi cevaplarsanız, cevaplar MPU'nuza kadar aklınızda kalır:`,
    action: 'Şimdi tekrar et',
    outro: {
      daily: 'Bu hatırlatmayı ayarlarınızda açtığınız için her gün alıyorsunuz. Sıklığı ve saati orada değiştirebilirsiniz.',
      weekly: 'Bu hatırlatmayı ayarlarınızda açtığınız için her hafta alıyorsunuz. Sıklığı ve saati orada değiştirebilirsiniz.',
    },
    unsubscribe: 'Öğrenme hatırlatmalarından çık',
  },
  en: {
    subject: (n) => `${PRODUCT}: ${n === 1 ? '1 question' : `${n} questions`} due for review`,
    intro: (n) =>
      `${n === 1 ? '1 question is' : `${n} questions are`} due for review today. Answer them now and the answers will stay with you until your MPU:`,
    action: 'Review now',
    outro: {
      daily: 'You receive this reminder daily because you switched it on in your settings. You can change how often and when there.',
      weekly: 'You receive this reminder weekly because you switched it on in your settings. You can change how often and when there.',
    },
    unsubscribe: 'Unsubscribe from learning reminders',
  },
};

/** The reminder of the spaced repetition: how many questions are due, a link to review them, and one to unsubscribe. */
export function renderReminderMail(
  language: Language,
  to: string,
  options: { dueCount: number; frequency: ReminderFrequencyForMail; reviewUrl: string; unsubscribeUrl: string },
) {
  const t = REMINDER_TEMPLATES[language];
  const { dueCount, frequency, reviewUrl, unsubscribeUrl } = options;
  const text = `${GREETING[language]}\n\n${t.intro(dueCount)}\n\n${reviewUrl}\n\n${t.outro[frequency]}\n\n${t.unsubscribe}: ${unsubscribeUrl}\n\n${PRODUCT}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>${GREETING[language]}</p><p>${escapeHtml(t.intro(dueCount))}</p>
<p><a href="${escapeHtml(reviewUrl)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.outro[frequency])}</p><p>${PRODUCT}</p>
<p style="font-size:14px;color:#475569"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569">${escapeHtml(t.unsubscribe)}</a></p></body></html>`;
  return { to, subject: t.subject(dueCount), text, html };
}

export type AbstinenceReminderKind = 'hair' | 'urine';

interface AbstinenceReminderTemplate {
  subject: Record<AbstinenceReminderKind, string>;
  intro: { hair: (dueDate: string) => string; urine: string };
  note: Record<AbstinenceReminderKind, string>;
  action: string;
  outro: string;
}

/** Opting out is the programme's own 'Erinnerungen' switch on the page (no List-Unsubscribe: decision 066). */
const ABSTINENCE_REMINDER_TEMPLATES: Record<Language, AbstinenceReminderTemplate> = {
  de: {
    subject: {
      hair: `${PRODUCT}: Ihre nächste Haarprobe ist in 7 Tagen fällig`,
      urine: `${PRODUCT}: Bleiben Sie für Ihr Urin-Screening erreichbar`,
    },
    intro: {
      hair: (date) => `Ihre nächste Haarprobe für den Abstinenznachweis ist am ${date} fällig.`,
      urine:
        'Ihr Abstinenzprogramm mit Urin-Screenings läuft. Die Einladungen kommen unangekündigt und kurzfristig, meist mit einem Tag Vorlauf.',
    },
    note: {
      hair: 'Haare bis dahin nicht färben, tönen oder bleichen.',
      urine: 'Bleiben Sie telefonisch und per E-Mail erreichbar und prüfen Sie Ihre Nachrichten täglich, auch im Urlaub.',
    },
    action: 'Abstinenznachweise öffnen',
    outro:
      'Sie erhalten diese Erinnerung, weil Sie sie bei Ihrem Abstinenzprogramm eingeschaltet haben. Dort können Sie sie auch wieder ausschalten.',
  },
  tr: {
    subject: { hair: `${PRODUCT}: Bir sonraki saç örneğiniz 7 gün sonra`, urine: `${PRODUCT}: İdrar taraması için ulaşılabilir olun` },
    intro: {
      hair: (date) => `Abstinans kanıtı için bir sonraki saç örneğiniz ${date} tarihinde alınmalı.`,
      urine:
        'İdrar taramalı abstinans programınız devam ediyor. Davetler önceden haber verilmeden ve kısa sürede, çoğunlukla bir gün önceden gelir.',
    },
    note: {
      hair: 'O zamana kadar saçınızı boyamayın, renklendirmeyin veya açtırmayın.',
      urine: 'Telefon ve e-posta ile ulaşılabilir olun ve mesajlarınızı her gün, tatilde de kontrol edin.',
    },
    action: 'Abstinans kanıtlarını aç',
    outro: 'Bu hatırlatmayı abstinans programınızda açtığınız için alıyorsunuz. Orada tekrar kapatabilirsiniz.',
  },
  en: {
    subject: { hair: `${PRODUCT}: your next hair sample is due in 7 days`, urine: `${PRODUCT}: stay reachable for your urine screening` },
    intro: {
      hair: (date) => `Your next hair sample for the abstinence proof is due on ${date}.`,
      urine:
        'Your abstinence programme with urine screenings is running. Invitations come unannounced and at short notice, usually a day ahead.',
    },
    note: {
      hair: 'Do not dye, tint or bleach your hair until then.',
      urine: 'Stay reachable by phone and e-mail and check your messages every day, also on holiday.',
    },
    action: 'Open abstinence proofs',
    outro: 'You receive this reminder because you switched it on for your abstinence programme. You can switch it off there.',
  },
};

/** The abstinence tracker's reminder: a hair sample due in 7 days (don't dye), or the monthly note for urine programmes. */
export function renderAbstinenceReminderMail(
  language: Language,
  to: string,
  options: { kind: AbstinenceReminderKind; dueDate?: string; pageUrl: string },
) {
  const t = ABSTINENCE_REMINDER_TEMPLATES[language];
  const { kind, pageUrl } = options;
  const dueDate = options.dueDate
    ? new Intl.DateTimeFormat(MAIL_LOCALES[language], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${options.dueDate}T00:00:00Z`),
      )
    : '';
  const intro = kind === 'hair' ? t.intro.hair(dueDate) : t.intro.urine;
  const text = `${GREETING[language]}\n\n${intro}\n\n${t.note[kind]}\n\n${pageUrl}\n\n${t.outro}\n\n${PRODUCT}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>${GREETING[language]}</p><p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(t.note[kind])}</strong></p>
<p><a href="${escapeHtml(pageUrl)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(t.outro)}</p><p>${PRODUCT}</p></body></html>`;
  return { to, subject: t.subject[kind], text, html };
}
