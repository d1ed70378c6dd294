// The offline examiner's texts for "Mein Gespräch" (issue 37), per account language. Like
// offline-texts.ts they are the reply itself, not interface text, so they live on the server; German
// is the reference, Turkish and English say the same. {placeholders} are filled with the story's facts.
import type { Language } from '@common/domain';
import type { StoryPart } from '@common/domain/my-story/types';

export interface StoryInterviewTexts {
  opening: string;
  /** Before the next planned question, taken in turn. */
  transitions: string[];
  /** The learner's verb for drinking or using, for 'Sie {consume} seit … nichts mehr'. */
  consumeAlcohol: string;
  consumeOther: string;
  questions: {
    abstinenceStart: string;
    abstinenceStartFollowUp: string;
    trackerPositive: string;
    trackerMissed: string;
    trackerFollowUp: string;
    abstinenceTooShort: string;
    controlledVsHypothesis: string;
    controlledFollowUp: string;
    bacImplausible: string;
    bacFollowUp: string;
    vagueInStory: string;
    changeWithoutDate: string;
    changeWithoutProof: string;
    changeWithoutProofNoDate: string;
    noRiskSituation: string;
    riskWithoutStrategy: string;
    insightWithoutCause: string;
  };
  /** Per part, when the story raises nothing there (German: the interview bank's question where one fits). */
  partQuestions: Record<StoryPart, string>;
  followUps: {
    vague: string;
    missingDate: string;
    short: string;
  };
  summary: {
    heading: string;
    parts: Record<StoryPart, string>;
    held: string;
    notHeld: string;
    notAsked: string;
    concrete: string;
    vague: string;
    noDate: string;
    short: string;
    openInStory: string;
    note: string;
  };
  findingLabels: Record<string, string>;
  alreadyFinished: string;
}

const de: StoryInterviewTexts = {
  opening:
    'Guten Tag. In diesem Übungsgespräch frage ich Sie nach Ihrer eigenen Geschichte, so wie Sie sie in „Meine MPU-Geschichte“ aufgeschrieben haben. Das ist eine Übung und keine Begutachtung. Antworten Sie so konkret, wie Sie es in der Untersuchung tun würden.',
  transitions: ['Danke.', 'Verstehe.', 'Gut, danke für Ihre Antwort.', 'Danke, das habe ich notiert.'],
  consumeAlcohol: 'trinken',
  consumeOther: 'konsumieren',
  questions: {
    abstinenceStart: 'Sie schreiben, Sie {consume} seit dem {date} nichts mehr. Was war im {month}, dass Sie gerade dann aufgehört haben?',
    abstinenceStartFollowUp: 'Wie ging es Ihnen in den ersten Wochen nach dem {date}?',
    trackerPositive:
      'Sie schreiben, Sie {consume} seit dem {since} nichts mehr. Ihr Nachweis vom {date} war aber positiv. Wie erklären Sie das?',
    trackerMissed:
      'Sie schreiben, Sie {consume} seit dem {since} nichts mehr. Den Kontrolltermin am {date} haben Sie aber versäumt. Was war an diesem Tag?',
    trackerFollowUp: 'Was haben Sie nach dem {date} anders gemacht?',
    abstinenceTooShort:
      'Sie leben seit dem {since} abstinent, das sind {months} Monate. Nach Ihrem Selbsttest wird meist ein längerer Nachweis erwartet. Wie wollen Sie belegen, dass Ihre Abstinenz stabil ist?',
    controlledVsHypothesis:
      'Sie schreiben, Ihr Ziel ist kontrolliertes Trinken. Nach Ihren Antworten im Selbsttest erwartet ein Gutachter bei Ihnen aber eher Abstinenz. Warum sind Sie sicher, dass Sie kontrolliert trinken können?',
    controlledFollowUp: 'Wie viel trinken Sie heute genau, wie oft, und was tun Sie, wenn es einmal mehr wird?',
    bacImplausible:
      'Sie geben an, am {date} {bac} ‰ gehabt zu haben. Mit den Getränken, die Sie aufgeschrieben haben, lässt sich dieser Wert kaum erklären. Wie viel haben Sie an diesem Tag wirklich getrunken, und über welche Zeit?',
    bacFollowUp: 'Wie konnten Sie mit diesem Wert noch fahren, ohne sich betrunken zu fühlen?',
    vagueInStory: 'Sie schreiben „{text}“. Was meinen Sie damit genau?',
    changeWithoutDate: 'Sie schreiben: „{excerpt}“. Seit wann genau ist das so?',
    changeWithoutProof: 'Sie schreiben, dass sich seit dem {date} etwas geändert hat. Womit können Sie das belegen?',
    changeWithoutProofNoDate: 'Womit können Sie belegen, dass Ihre Veränderung wirklich stattgefunden hat?',
    noRiskSituation: 'In welchen Situationen wäre es für Sie heute am schwersten, bei Ihrer Veränderung zu bleiben?',
    riskWithoutStrategy: 'Sie nennen als schwierige Situation: „{situation}“. Was genau tun Sie, wenn diese Situation eintritt?',
    insightWithoutCause: 'Sie schreiben: „{excerpt}“. Welche Gründe hatte Ihr Verhalten damals?',
  },
  partQuestions: {
    incidents: 'Erzählen Sie bitte, was an dem Tag passiert ist, an dem Sie aufgefallen sind.',
    causes: 'Welche Rolle hat das damals in Ihrem Leben gespielt?',
    insight: 'Wie beurteilen Sie Ihr früheres Verhalten aus heutiger Sicht?',
    change: 'Was haben Sie seitdem geändert, und seit wann?',
    proof: 'Wie können Sie Ihre Veränderung belegen?',
    stability: 'Was tun Sie, damit Ihre Veränderung auch in schwierigen Zeiten hält?',
  },
  followUps: {
    vague: 'Sie sagen „{text}“. Was heißt das genau: wie viel, wie oft, und seit wann?',
    missingDate: 'Seit wann genau? Bitte nennen Sie Monat und Jahr.',
    short: 'Können Sie das bitte genauer erklären?',
  },
  summary: {
    heading: 'Zusammenfassung nach Teilen Ihrer Geschichte',
    parts: {
      incidents: 'Vorfälle',
      causes: 'Ursachen',
      insight: 'Einsicht',
      change: 'Veränderung',
      proof: 'Nachweise',
      stability: 'Stabilität',
    },
    held: 'hat gehalten',
    notHeld: 'hat nicht gehalten',
    notAsked: 'nicht gefragt',
    concrete: 'konkrete Antworten',
    vague: 'vage Formulierung „{text}“',
    noDate: 'kein Zeitpunkt genannt',
    short: 'sehr knappe Antwort',
    openInStory: 'in Ihrer Geschichte noch offen: {label}',
    note: 'Diese Auswertung ist automatisch: Sie prüft Ihre Antworten auf vage Formulierungen, fehlende Zeitpunkte und Widersprüche zu Ihrer Geschichte. Sie ist keine Begutachtung und keine Prognose.',
  },
  findingLabels: {
    'bac-implausible': 'Trinkmenge und Promillewert passen nicht zusammen',
    'vague-language': 'vage Formulierung',
    'change-without-date': 'Veränderung ohne Datum',
    'change-without-proof': 'Veränderung ohne Nachweis',
    'no-risk-situation': 'keine Risikosituation genannt',
    'risk-without-strategy': 'Risikosituation ohne Strategie',
    'insight-without-cause': 'Einsicht ohne Ursache',
    'abstinence-contradicts-tracker': 'Abstinenz widerspricht einem Nachweis',
    'abstinence-too-short': 'Abstinenz kürzer als üblich gefordert',
    'controlled-drinking-vs-hypothesis': 'kontrolliertes Trinken passt nicht zum Selbsttest',
  },
  alreadyFinished: 'Das Übungsgespräch ist beendet. Starten Sie ein neues Gespräch, um noch einmal zu üben.',
};

const tr: StoryInterviewTexts = {
  opening:
    'Merhaba. Bu alıştırma görüşmesinde size „MPU hikâyem“ bölümünde yazdığınız kendi hikâyenizi soracağım. Bu bir alıştırmadır, gerçek bir değerlendirme değildir. Muayenede nasıl cevap verecekseniz, o kadar somut cevap verin.',
  transitions: ['Teşekkürler.', 'Anlıyorum.', 'Cevabınız için teşekkürler.', 'Teşekkürler, not aldım.'],
  consumeAlcohol: 'içmediğinizi',
  consumeOther: 'kullanmadığınızı',
  questions: {
    abstinenceStart: '{date} tarihinden beri hiçbir şey {consume} yazıyorsunuz. {month} içinde ne oldu da tam o zaman bıraktınız?',
    abstinenceStartFollowUp: '{date} tarihinden sonraki ilk haftalarda nasıldınız?',
    trackerPositive:
      '{since} tarihinden beri hiçbir şey {consume} yazıyorsunuz. Ama {date} tarihli testiniz pozitif çıktı. Bunu nasıl açıklarsınız?',
    trackerMissed:
      '{since} tarihinden beri hiçbir şey {consume} yazıyorsunuz. Ama {date} tarihindeki kontrol randevusunu kaçırdınız. O gün ne oldu?',
    trackerFollowUp: '{date} tarihinden sonra neyi farklı yaptınız?',
    abstinenceTooShort:
      '{since} tarihinden beri, yani {months} aydır uzak duruyorsunuz. Öz değerlendirmenize göre genellikle daha uzun bir kanıt beklenir. Uzak durmanızın kalıcı olduğunu nasıl kanıtlayacaksınız?',
    controlledVsHypothesis:
      'Hedefinizin kontrollü içmek olduğunu yazıyorsunuz. Ama öz değerlendirmedeki cevaplarınıza göre bir bilirkişi sizden daha çok tamamen bırakmanızı bekler. Kontrollü içebileceğinizden neden eminsiniz?',
    controlledFollowUp: 'Bugün tam olarak ne kadar, ne sıklıkla içiyorsunuz ve bir kez fazla olursa ne yaparsınız?',
    bacImplausible:
      '{date} tarihinde {bac} ‰ olduğunu yazıyorsunuz. Yazdığınız içkilerle bu değer pek açıklanamıyor. O gün gerçekte ne kadar ve ne kadar süre içinde içtiniz?',
    bacFollowUp: 'Bu değerle kendinizi sarhoş hissetmeden nasıl araç kullanabildiniz?',
    vagueInStory: '„{text}“ yazıyorsunuz. Bununla tam olarak ne demek istiyorsunuz?',
    changeWithoutDate: 'Şöyle yazıyorsunuz: „{excerpt}“. Bu tam olarak ne zamandan beri böyle?',
    changeWithoutProof: '{date} tarihinden beri bir şeylerin değiştiğini yazıyorsunuz. Bunu neyle kanıtlayabilirsiniz?',
    changeWithoutProofNoDate: 'Değişikliğinizin gerçekten olduğunu neyle kanıtlayabilirsiniz?',
    noRiskSituation: 'Bugün hangi durumlarda değişikliğinize bağlı kalmak sizin için en zor olurdu?',
    riskWithoutStrategy: 'Zor bir durum olarak şunu yazıyorsunuz: „{situation}“. Bu durum olduğunda tam olarak ne yaparsınız?',
    insightWithoutCause: 'Şöyle yazıyorsunuz: „{excerpt}“. O zamanki davranışınızın nedenleri nelerdi?',
  },
  partQuestions: {
    incidents: 'Lütfen yakalandığınız gün ne olduğunu anlatın.',
    causes: 'Bu o zamanlar hayatınızda nasıl bir rol oynadı?',
    insight: 'Eski davranışınızı bugün nasıl değerlendiriyorsunuz?',
    change: 'O zamandan beri neyi değiştirdiniz ve ne zamandan beri?',
    proof: 'Değişikliğinizi nasıl kanıtlayabilirsiniz?',
    stability: 'Değişikliğinizin zor zamanlarda da sürmesi için ne yapıyorsunuz?',
  },
  followUps: {
    vague: '„{text}“ diyorsunuz. Bu tam olarak ne demek: ne kadar, ne sıklıkla ve ne zamandan beri?',
    missingDate: 'Tam olarak ne zamandan beri? Lütfen ay ve yıl söyleyin.',
    short: 'Bunu biraz daha ayrıntılı açıklayabilir misiniz?',
  },
  summary: {
    heading: 'Hikâyenizin bölümlerine göre özet',
    parts: {
      incidents: 'Olaylar',
      causes: 'Nedenler',
      insight: 'Farkındalık',
      change: 'Değişim',
      proof: 'Kanıtlar',
      stability: 'İstikrar',
    },
    held: 'tutarlı',
    notHeld: 'tutarlı değil',
    notAsked: 'sorulmadı',
    concrete: 'somut cevaplar',
    vague: 'belirsiz ifade „{text}“',
    noDate: 'zaman belirtilmedi',
    short: 'çok kısa cevap',
    openInStory: 'hikâyenizde hâlâ açık: {label}',
    note: 'Bu değerlendirme otomatiktir: Cevaplarınızı belirsiz ifadeler, eksik zamanlar ve hikâyenizle çelişkiler açısından kontrol eder. Bir bilirkişi değerlendirmesi veya tahmin değildir.',
  },
  findingLabels: {
    'bac-implausible': 'içilen miktar ve promil değeri uyuşmuyor',
    'vague-language': 'belirsiz ifade',
    'change-without-date': 'tarihsiz değişim',
    'change-without-proof': 'kanıtsız değişim',
    'no-risk-situation': 'risk durumu belirtilmemiş',
    'risk-without-strategy': 'stratejisiz risk durumu',
    'insight-without-cause': 'nedensiz farkındalık',
    'abstinence-contradicts-tracker': 'uzak durma bir testle çelişiyor',
    'abstinence-too-short': 'uzak durma genellikle istenenden kısa',
    'controlled-drinking-vs-hypothesis': 'kontrollü içme öz değerlendirmeyle uyuşmuyor',
  },
  alreadyFinished: 'Alıştırma görüşmesi bitti. Tekrar çalışmak için yeni bir görüşme başlatın.',
};

const en: StoryInterviewTexts = {
  opening:
    'Hello. In this practice conversation I will ask you about your own story, as you wrote it in "My MPU story". This is practice, not an assessment. Answer as concretely as you would in the examination.',
  transitions: ['Thank you.', 'I see.', 'Good, thank you for your answer.', 'Thank you, I have noted that.'],
  consumeAlcohol: 'drunk',
  consumeOther: 'used',
  questions: {
    abstinenceStart: 'You write that you have not {consume} anything since {date}. What happened in {month} that made you stop just then?',
    abstinenceStartFollowUp: 'How were you in the first weeks after {date}?',
    trackerPositive:
      'You write that you have not {consume} anything since {since}. But your test on {date} was positive. How do you explain that?',
    trackerMissed:
      'You write that you have not {consume} anything since {since}. But you missed the screening on {date}. What happened that day?',
    trackerFollowUp: 'What did you do differently after {date}?',
    abstinenceTooShort:
      'You have been abstinent since {since}, that is {months} months. According to your self-check, a longer proof is usually expected. How will you show that your abstinence is stable?',
    controlledVsHypothesis:
      'You write that your goal is controlled drinking. But from your answers in the self-check, an assessor would rather expect abstinence from you. Why are you sure you can drink in a controlled way?',
    controlledFollowUp: 'How much exactly do you drink today, how often, and what do you do if it is more one day?',
    bacImplausible:
      'You state that you had {bac} ‰ on {date}. The drinks you wrote down can hardly explain that value. How much did you really drink that day, and over what time?',
    bacFollowUp: 'How could you still drive with that value without feeling drunk?',
    vagueInStory: 'You write "{text}". What exactly do you mean by that?',
    changeWithoutDate: 'You write: "{excerpt}". Since when exactly has that been so?',
    changeWithoutProof: 'You write that something has changed since {date}. How can you prove that?',
    changeWithoutProofNoDate: 'How can you prove that your change really happened?',
    noRiskSituation: 'In which situations would it be hardest for you today to stick to your change?',
    riskWithoutStrategy: 'You name this as a difficult situation: "{situation}". What exactly do you do when it happens?',
    insightWithoutCause: 'You write: "{excerpt}". What were the reasons for your behaviour back then?',
  },
  partQuestions: {
    incidents: 'Please tell me what happened on the day you were caught.',
    causes: 'What role did it play in your life back then?',
    insight: 'How do you judge your earlier behaviour today?',
    change: 'What have you changed since then, and since when?',
    proof: 'How can you prove your change?',
    stability: 'What do you do so that your change holds in difficult times too?',
  },
  followUps: {
    vague: 'You say "{text}". What does that mean exactly: how much, how often, and since when?',
    missingDate: 'Since when exactly? Please name the month and the year.',
    short: 'Could you explain that in more detail, please?',
  },
  summary: {
    heading: 'Summary by part of your story',
    parts: {
      incidents: 'Incidents',
      causes: 'Causes',
      insight: 'Insight',
      change: 'Change',
      proof: 'Proof',
      stability: 'Stability',
    },
    held: 'held',
    notHeld: 'did not hold',
    notAsked: 'not asked',
    concrete: 'concrete answers',
    vague: 'vague wording "{text}"',
    noDate: 'no date given',
    short: 'very short answer',
    openInStory: 'still open in your story: {label}',
    note: 'This evaluation is automatic: it checks your answers for vague wording, missing dates and contradictions with your story. It is not an assessment and not a prognosis.',
  },
  findingLabels: {
    'bac-implausible': 'the amount drunk does not explain the blood alcohol',
    'vague-language': 'vague wording',
    'change-without-date': 'change without a date',
    'change-without-proof': 'change without proof',
    'no-risk-situation': 'no risk situation named',
    'risk-without-strategy': 'risk situation without a strategy',
    'insight-without-cause': 'insight without a cause',
    'abstinence-contradicts-tracker': 'abstinence contradicts a screening',
    'abstinence-too-short': 'abstinence shorter than usually required',
    'controlled-drinking-vs-hypothesis': 'controlled drinking does not fit the self-check',
  },
  alreadyFinished: 'The practice conversation has ended. Start a new conversation to practise again.',
};

export const STORY_INTERVIEW_TEXTS: Record<Language, StoryInterviewTexts> = { de, tr, en };

/** The text with each {name} replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
