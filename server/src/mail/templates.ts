// Mail texts per language. The server's only German (and Turkish, English) prose lives here.
import type { Language } from '@common/domain';

const PRODUCT = 'MPU-Vorbereitung';

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

export type MailKind = 'verifyEmail' | 'resetPassword' | 'changeEmail' | 'emailChangeNotice' | 'welcome';

const TEMPLATES: Record<MailKind, Record<Language, Template>> = {
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

const GREETING: Record<Language, string> = { de: 'Guten Tag,', tr: 'Merhaba,', en: 'Hello,' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function renderLinkMail(kind: MailKind, language: Language, to: string, link: string) {
  const t = TEMPLATES[kind][language];
  const text = `${GREETING[language]}\n\n${t.intro}\n\n${link}\n\n${t.outro}\n\n${PRODUCT}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e293b;line-height:1.5">
<p>${GREETING[language]}</p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(link)}</p><p>${escapeHtml(t.outro)}</p><p>${PRODUCT}</p></body></html>`;
  return { to, subject: t.subject, text, html };
}
