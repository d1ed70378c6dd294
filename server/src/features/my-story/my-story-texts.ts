// The PDF's texts in the account language (the server has no i18next; like the mail templates, one
// record per language). The web's texts for the same things live in web/src/features/my-story/locales.
import type { AbstinenceResult, Language, MpuReason } from '@common/domain';
import type { StoryPart, StorySection } from '@common/domain/my-story';
import type { DrinkKind, ProofKind } from '@common/schemas/my-story';

export interface MyStoryPdfTexts {
  locale: string;
  /** ASCII, for Content-Disposition. */
  fileName: string;
  title: string;
  /** 'Stand: 26.11.2026' */
  asOf: (date: string) => string;
  notice: string;
  readiness: { heading: string; overall: string; unavailable: string; parts: Record<StoryPart, string> };
  sections: Record<StorySection | 'person' | 'selfCheck', string>;
  empty: string;
  person: { sex: string; male: string; female: string; weight: string; height: string; age: string };
  incident: (index: number) => string;
  reasons: Record<MpuReason, string>;
  incidentFields: { date: string; bac: string; sampleTime: string; thc: string; points: string; drinks: string };
  drinkKinds: Record<DrinkKind, string>;
  change: { since: string; enabledBy: string; goal: string; abstinence: string; controlled: string; abstinentSince: string };
  proofKinds: Record<ProofKind, string>;
  linkedTracker: string;
  /** The abstinence tracker's results as they are listed under the proof. */
  trackerResults: Record<AbstinenceResult, string>;
  stability: { situation: string; strategy: string; support: string };
  /** Quotes around the learner's own words. */
  quote: (text: string) => string;
  /** The finding texts themselves (title, why, the assessor's question) are the checks' own: common/src/domain/my-story/texts. */
  findings: { heading: string; none: string; assessorAsks: string };
  page: (page: number, pages: number) => string;
}

const de: MyStoryPdfTexts = {
  locale: 'de-DE',
  fileName: 'meine-mpu-geschichte.pdf',
  title: 'Meine MPU-Geschichte',
  asOf: (date) => `Stand: ${date}`,
  notice:
    'Persönliche Aufzeichnung zur Vorbereitung auf das psychologische Gespräch der MPU. Der Vorbereitungsstand misst, wie vollständig die Geschichte ist und wie viele Hinweise offen sind. Er ist keine Prognose: Über das Ergebnis entscheidet allein die Gutachterin oder der Gutachter.',
  readiness: {
    heading: 'Vorbereitungsstand je Teil',
    overall: 'Insgesamt',
    unavailable: 'Der Vorbereitungsstand lässt sich noch nicht berechnen.',
    parts: {
      incidents: 'Vorfälle',
      causes: 'Ursachen',
      insight: 'Einsicht',
      change: 'Veränderung',
      proof: 'Nachweise',
      stability: 'Stabilität',
    },
  },
  sections: {
    person: 'Angaben zur Person',
    selfCheck: 'Selbsteinschätzung: welche Hypothese wahrscheinlich ist',
    incidents: 'Vorfälle',
    history: 'Vorgeschichte: Trinken oder Konsum',
    causes: 'Ursachen',
    insight: 'Einsicht',
    change: 'Veränderung',
    proof: 'Nachweise',
    stability: 'Stabilität und Rückfallvorbeugung',
    future: 'Zukunft',
  },
  empty: '(noch nichts eingetragen)',
  person: { sex: 'Geschlecht', male: 'männlich', female: 'weiblich', weight: 'Gewicht', height: 'Größe', age: 'Alter beim Vorfall' },
  incident: (index) => `Vorfall ${index}`,
  reasons: {
    alcohol: 'Alkohol',
    drugs: 'Drogen',
    points: 'Punkte',
    criminal: 'Straftaten',
    medizinalcannabis: 'Medizinalcannabis',
  },
  incidentFields: {
    date: 'Datum',
    bac: 'Gemessene BAK',
    sampleTime: 'Blutentnahme um',
    thc: 'THC im Blut',
    points: 'Punkte',
    drinks: 'Getränke',
  },
  drinkKinds: { beer: 'Bier', wine: 'Wein', sparkling: 'Sekt', spirits: 'Spirituosen', mixed: 'Mischgetränk', other: 'Sonstiges' },
  change: {
    since: 'Seit',
    enabledBy: 'Was die Veränderung möglich gemacht hat',
    goal: 'Ziel',
    abstinence: 'Abstinenz',
    controlled: 'Kontrolliertes Trinken',
    abstinentSince: 'Abstinent seit',
  },
  proofKinds: {
    abstinence: 'Abstinenznachweis',
    counselling: 'Beratung',
    therapy: 'Therapie',
    'self-help': 'Selbsthilfegruppe',
    course: 'Kurs',
    other: 'Sonstiges',
  },
  linkedTracker: 'Ergebnisse aus „Abstinenznachweise“:',
  trackerResults: { negative: 'unauffällig', positive: 'positiv', missed: 'versäumt', pending: 'Ergebnis ausstehend' },
  stability: { situation: 'Risikosituation', strategy: 'Strategie', support: 'Wer mich unterstützt' },
  findings: {
    heading: 'Hinweise',
    none: 'Keine offenen Hinweise.',
    assessorAsks: 'Was eine Gutachterin oder ein Gutachter fragen würde:',
  },
  page: (page, pages) => `Seite ${page} von ${pages}`,
  quote: (text) => `„${text}“`,
};

const tr: MyStoryPdfTexts = {
  locale: 'tr-TR',
  fileName: 'mpu-hikayem.pdf',
  title: 'MPU hikâyem',
  asOf: (date) => `Tarih: ${date}`,
  notice:
    'MPU psikolojik görüşmesine hazırlık için kişisel not. Hazırlık düzeyi, hikâyenin ne kadar eksiksiz olduğunu ve kaç uyarının açık kaldığını ölçer. Bir tahmin değildir: Sonuca yalnızca bilirkişi karar verir.',
  readiness: {
    heading: 'Bölüm bazında hazırlık düzeyi',
    overall: 'Genel',
    unavailable: 'Hazırlık düzeyi henüz hesaplanamıyor.',
    parts: {
      incidents: 'Olaylar',
      causes: 'Nedenler',
      insight: 'İçgörü',
      change: 'Değişim',
      proof: 'Kanıtlar',
      stability: 'İstikrar',
    },
  },
  sections: {
    person: 'Kişisel bilgiler',
    selfCheck: 'Öz değerlendirme: hangi hipotez olası',
    incidents: 'Olaylar',
    history: 'Geçmiş: alkol veya madde kullanımı',
    causes: 'Nedenler',
    insight: 'İçgörü',
    change: 'Değişim',
    proof: 'Kanıtlar',
    stability: 'İstikrar ve nüksü önleme',
    future: 'Gelecek',
  },
  empty: '(henüz bir şey girilmedi)',
  person: { sex: 'Cinsiyet', male: 'erkek', female: 'kadın', weight: 'Kilo', height: 'Boy', age: 'Olay sırasındaki yaş' },
  incident: (index) => `Olay ${index}`,
  reasons: {
    alcohol: 'Alkol',
    drugs: 'Uyuşturucu',
    points: 'Ceza puanları',
    criminal: 'Suçlar',
    medizinalcannabis: 'Tıbbi esrar',
  },
  incidentFields: {
    date: 'Tarih',
    bac: 'Ölçülen kan alkol oranı',
    sampleTime: 'Kan alma saati',
    thc: 'Kanda THC',
    points: 'Puan',
    drinks: 'İçecekler',
  },
  drinkKinds: { beer: 'Bira', wine: 'Şarap', sparkling: 'Köpüklü şarap', spirits: 'Sert içki', mixed: 'Kokteyl', other: 'Diğer' },
  change: {
    since: 'Başlangıç',
    enabledBy: 'Değişimi mümkün kılan',
    goal: 'Hedef',
    abstinence: 'Tamamen bırakma (abstinans)',
    controlled: 'Kontrollü içme',
    abstinentSince: 'Şu tarihten beri hiç içmiyor/kullanmıyor',
  },
  proofKinds: {
    abstinence: 'Abstinans kanıtı',
    counselling: 'Danışmanlık',
    therapy: 'Terapi',
    'self-help': 'Kendine yardım grubu',
    course: 'Kurs',
    other: 'Diğer',
  },
  linkedTracker: '“Abstinans kanıtları” sayfasındaki sonuçlar:',
  trackerResults: { negative: 'temiz', positive: 'pozitif', missed: 'kaçırıldı', pending: 'sonuç bekleniyor' },
  stability: { situation: 'Riskli durum', strategy: 'Strateji', support: 'Bana kim destek oluyor' },
  findings: {
    heading: 'Uyarılar',
    none: 'Açık uyarı yok.',
    assessorAsks: 'Bir bilirkişinin sorabileceği:',
  },
  page: (page, pages) => `Sayfa ${page} / ${pages}`,
  quote: (text) => `“${text}”`,
};

const en: MyStoryPdfTexts = {
  locale: 'en-GB',
  fileName: 'my-mpu-story.pdf',
  title: 'My MPU story',
  asOf: (date) => `As of ${date}`,
  notice:
    "A personal record to prepare for the MPU's psychological interview. The readiness measures how complete the story is and how many findings are open. It is not a prognosis: only the assessor decides the outcome.",
  readiness: {
    heading: 'Readiness per part',
    overall: 'Overall',
    unavailable: 'The readiness cannot be calculated yet.',
    parts: {
      incidents: 'Incidents',
      causes: 'Causes',
      insight: 'Insight',
      change: 'Change',
      proof: 'Proof',
      stability: 'Stability',
    },
  },
  sections: {
    person: 'About you',
    selfCheck: 'Self-check: which hypothesis is likely',
    incidents: 'Incidents',
    history: 'History of drinking or use',
    causes: 'Causes',
    insight: 'Insight',
    change: 'Change',
    proof: 'Proof',
    stability: 'Stability and relapse prevention',
    future: 'The future',
  },
  empty: '(nothing entered yet)',
  person: { sex: 'Sex', male: 'male', female: 'female', weight: 'Weight', height: 'Height', age: 'Age at the incident' },
  incident: (index) => `Incident ${index}`,
  reasons: {
    alcohol: 'Alcohol',
    drugs: 'Drugs',
    points: 'Points',
    criminal: 'Criminal offences',
    medizinalcannabis: 'Medical cannabis',
  },
  incidentFields: {
    date: 'Date',
    bac: 'Measured BAC',
    sampleTime: 'Blood sample at',
    thc: 'THC in the blood',
    points: 'Points',
    drinks: 'Drinks',
  },
  drinkKinds: { beer: 'Beer', wine: 'Wine', sparkling: 'Sparkling wine', spirits: 'Spirits', mixed: 'Mixed drink', other: 'Other' },
  change: {
    since: 'Since',
    enabledBy: 'What made the change possible',
    goal: 'Goal',
    abstinence: 'Abstinence',
    controlled: 'Controlled drinking',
    abstinentSince: 'Abstinent since',
  },
  proofKinds: {
    abstinence: 'Abstinence proof',
    counselling: 'Counselling',
    therapy: 'Therapy',
    'self-help': 'Self-help group',
    course: 'Course',
    other: 'Other',
  },
  linkedTracker: 'Results in “Abstinence proofs”:',
  trackerResults: { negative: 'negative', positive: 'positive', missed: 'missed', pending: 'result pending' },
  stability: { situation: 'Risk situation', strategy: 'Strategy', support: 'Who supports me' },
  findings: {
    heading: 'Findings',
    none: 'No open findings.',
    assessorAsks: 'What an assessor would ask:',
  },
  page: (page, pages) => `Page ${page} of ${pages}`,
  quote: (text) => `“${text}”`,
};

export const MY_STORY_PDF_TEXTS: Record<Language, MyStoryPdfTexts> = { de, tr, en };
