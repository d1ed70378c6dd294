// Makes the starter videos' clips in server/src/cli/demo-content/files/media/: for each video of
// videos.json a slide show (its title, then the key points its description and quiz teach) as a
// silent VP9 WebM, 1280×720, 10 frames a second, 30–60 s, a few dozen kB.
//
// A development tool, run by hand after changing a slide: the clips are committed, so neither the
// platform nor its tests need ffmpeg. Needs ffmpeg with libvpx-vp9 and drawtext (Debian's `ffmpeg`
// package) and the Liberation fonts (`fonts-liberation`).
//
//   node scripts/make-demo-clips.mjs                 every clip
//   node scripts/make-demo-clips.mjs alkohol-mpu     the clips whose file name contains the word
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const FILES = path.join(ROOT, 'server/src/cli/demo-content/files');
const MEDIA = path.join(FILES, 'media');
const FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 10;
const MIN_SECONDS = 30;
const MAX_SECONDS = 60;
const MAX_BYTES = 300 * 1024;

// indigo-950 background, white text, indigo-200 secondary text, indigo-400 progress bar (Tailwind's palette)
const COLOURS = { background: '0x1e1b4b', text: 'white', muted: '0xc7d2fe', track: '0x3730a3', bar: '0x818cf8' };

/**
 * Per video (by its title in videos.json): the file, and 3–5 slides of a heading and bullet points.
 * The points restate what the video's description and quiz teach; every legal statement names its rule.
 */
const CLIPS = [
  {
    file: 'mpu-intro.webm',
    title: 'Was ist eine MPU? Anlass, Ablauf und Ergebnis',
    slides: [
      {
        heading: 'Wer die MPU anordnet',
        points: [
          'Die Fahrerlaubnisbehörde, wenn Zweifel an Ihrer Fahreignung bestehen (§§ 11, 13, 13a und 14 FeV).',
          'Typische Anlässe: Alkohol, Drogen oder Cannabis, viele Punkte, Straftaten.',
          'Untersucht werden Sie von einer amtlich anerkannten Begutachtungsstelle für Fahreignung.',
        ],
      },
      {
        heading: 'Drei Teile an einem Tag',
        points: [
          'Medizinische Untersuchung: Gesundheit und, je nach Anlass, Laborwerte.',
          'Leistungstests am Computer: Reaktion, Aufmerksamkeit, Konzentration und Belastbarkeit.',
          'Psychologisches Gespräch: Ihre Vorgeschichte und was Sie seitdem geändert haben.',
        ],
      },
      {
        heading: 'Drei mögliche Ergebnisse',
        points: [
          'Positiv: Die Zweifel an Ihrer Eignung sind ausgeräumt.',
          'Negativ: Die Zweifel bestehen weiter.',
          'Kursempfehlung: Ein Kurs zur Wiederherstellung der Fahreignung kann genügen, wenn die Behörde zustimmt (§ 11 Abs. 10, § 70 FeV).',
        ],
      },
      {
        heading: 'Das Gutachten',
        points: [
          'Sie erhalten das Gutachten und entscheiden, ob Sie es der Fahrerlaubnisbehörde vorlegen.',
          'Legen Sie ein angeordnetes Gutachten nicht fristgerecht vor, darf die Behörde auf fehlende Eignung schließen (§ 11 Abs. 8 FeV).',
        ],
      },
    ],
  },
  {
    file: 'mpu-ablauf.webm',
    title: 'Der Tag der Untersuchung: so läuft die MPU ab',
    slides: [
      {
        heading: 'Was Sie mitbringen',
        points: [
          'Einen gültigen Personalausweis oder Reisepass.',
          'Ihre Abstinenznachweise und sonstigen Bescheinigungen, soweit vorhanden.',
          'Ihre Brille oder Ihr Hörgerät, wenn Sie eines brauchen.',
        ],
      },
      {
        heading: 'Fragebogen und ärztliche Untersuchung',
        points: [
          'Zu Beginn füllen Sie Fragebögen zu Ihrer Person, Ihrer Gesundheit und Ihrer Vorgeschichte aus.',
          'Die Ärztin oder der Arzt fragt nach Erkrankungen, Medikamenten und Ihrem Konsum und untersucht Sie.',
          'Je nach Anlass werden Blut- oder Urinwerte bestimmt.',
        ],
      },
      {
        heading: 'Die Leistungstests',
        points: [
          'Am Computer geprüft: Reaktion, Aufmerksamkeit, Konzentration und Belastbarkeit.',
          'Kein Wissenstest: Verkehrszeichen, Einparken oder Allgemeinbildung kommen nicht vor.',
        ],
      },
      {
        heading: 'Das psychologische Gespräch',
        points: [
          'Meist rund eine Stunde mit einer Psychologin oder einem Psychologen.',
          'Es geht um die Vorfälle in Ihrer Akte, ihre Ursachen und darum, was Sie seitdem verändert haben.',
          'Planen Sie für den ganzen Tag mehrere Stunden ein.',
        ],
      },
    ],
  },
  {
    file: 'akteneinsicht.webm',
    title: 'Akteneinsicht und Fristen: Ihre ersten Schritte',
    slides: [
      {
        heading: 'Was in der Anordnung stehen muss',
        points: [
          'Die Gründe für die Zweifel an Ihrer Fahreignung.',
          'Die Frist, bis zu der Sie das Gutachten vorlegen müssen.',
          'Dass Sie die Unterlagen einsehen können, die an die Begutachtungsstelle gehen (§ 11 Abs. 6 FeV).',
        ],
      },
      {
        heading: 'Akteneinsicht beantragen',
        points: [
          'Beantragen Sie bei der Fahrerlaubnisbehörde schriftlich Einsicht in Ihre Führerscheinakte.',
          'So wissen Sie, welche Vorfälle die Begutachtungsstelle kennt, bevor Sie zum Gespräch gehen.',
        ],
      },
      {
        heading: 'Die Frist im Blick behalten',
        points: [
          'Legen Sie das Gutachten nicht fristgerecht vor, darf die Behörde auf Ihre fehlende Eignung schließen (§ 11 Abs. 8 FeV).',
          'Reicht die Zeit nicht, zum Beispiel für einen Abstinenznachweis, beantragen Sie rechtzeitig eine Verlängerung.',
        ],
      },
      {
        heading: 'Tilgungsfristen im Fahreignungsregister (§ 29 StVG)',
        points: [
          'Ordnungswidrigkeit mit einem Punkt: 2 Jahre und 6 Monate.',
          'Ordnungswidrigkeit mit zwei Punkten, Straftat ohne Entziehung: 5 Jahre.',
          'Straftat mit Entziehung oder Sperre: 10 Jahre. Die Frist beginnt erst mit der neuen Fahrerlaubnis, spätestens 5 Jahre nach der Entscheidung.',
        ],
      },
    ],
  },
  {
    file: 'alkohol-mpu.webm',
    title: 'Alkohol-MPU: Promillegrenzen, Trinkverhalten und Abstinenz',
    slides: [
      {
        heading: 'Promillegrenzen am Steuer',
        points: [
          'Alkoholverbot in der Probezeit und vor dem 21. Geburtstag (§ 24c StVG).',
          'Ab 0,5 Promille: Ordnungswidrigkeit (§ 24a StVG).',
          'Ab 0,3 Promille mit Ausfallerscheinungen oder ab 1,1 Promille: Straftat (§ 316 StGB).',
        ],
      },
      {
        heading: 'Wann eine MPU angeordnet wird (§ 13 FeV)',
        points: [
          'Nach einer Fahrt mit 1,6 Promille oder mehr, auch mit dem Fahrrad.',
          'Nach wiederholten Zuwiderhandlungen im Straßenverkehr unter Alkoholeinfluss.',
          'Wenn Tatsachen auf Alkoholmissbrauch hindeuten, auch unter 1,6 Promille: etwa 1,1 Promille ohne Ausfallerscheinungen (BVerwG, 2021).',
        ],
      },
      {
        heading: 'Abstinenz oder kontrolliertes Trinken?',
        points: [
          'Bei Abhängigkeit oder einer fortgeschrittenen Alkoholproblematik wird Abstinenz erwartet, nachgewiesen in der Regel über 6 bis 12 Monate, je nach Einstufung.',
          'Sonst kann ein stabiler, deutlich reduzierter und kontrollierter Umgang mit Alkohol genügen.',
        ],
      },
      {
        heading: 'Abstinenz nachweisen',
        points: [
          'Kurzfristig einbestellte Urinkontrollen auf EtG (Ethylglucuronid) nach CTU-Kriterien.',
          'Oder Haaranalysen auf EtG in einem anerkannten Labor.',
          'Ein einzelner Test genügt nicht: Es zählt eine lückenlose Reihe von Kontrollen.',
        ],
      },
    ],
  },
  {
    file: 'drogen-mpu.webm',
    title: 'Drogen-MPU: Konsum, Grenzwerte und Nachweise',
    slides: [
      {
        heading: 'Cannabis am Steuer',
        points: [
          'Ab 3,5 ng/ml THC im Blutserum: Ordnungswidrigkeit (§ 24a StVG, seit 22. August 2024).',
          'Beim ersten Verstoß in der Regel 500 € Bußgeld, ein Monat Fahrverbot und zwei Punkte.',
          'Zusätzlich unter Alkoholeinfluss: in der Regel 1.000 € (§ 24a Abs. 2a StVG).',
        ],
      },
      {
        heading: 'Wann Cannabis zur MPU führt (§ 13a FeV)',
        points: [
          'Bei Anzeichen für Cannabismissbrauch, nach wiederholten Zuwiderhandlungen unter Cannabiseinfluss oder nach einer Entziehung.',
          'Eine erste Fahrt mit 3,5 ng/ml allein führt in der Regel nicht zur MPU.',
        ],
      },
      {
        heading: 'Andere Drogen',
        points: [
          'Bei Amphetamin, Kokain oder Heroin genügt für die Ordnungswidrigkeit der Nachweis im Blut (§ 24a Abs. 2 StVG).',
          'Wer solche Betäubungsmittel einnimmt, ist in der Regel nicht fahrgeeignet, auch ohne Fahrt unter Einfluss (Anlage 4 Nr. 9.1 FeV).',
        ],
      },
      {
        heading: 'Abstinenz nachweisen',
        points: [
          'Kurzfristig einbestellte Urinkontrollen oder Haaranalysen nach CTU-Kriterien, in einem akkreditierten Labor.',
          'Schnelltests für zu Hause oder eigene Erklärungen werden nicht anerkannt.',
          'Dauer: in der Regel 6 bis 12 Monate, je nach Einstufung; 12 Monate bei Abhängigkeit oder einer fortgeschrittenen Drogenproblematik.',
        ],
      },
    ],
  },
  {
    file: 'medizinalcannabis.webm',
    title: 'Medizinalcannabis: Therapie und Fahren verantwortungsvoll verbinden',
    slides: [
      {
        heading: 'Die Ausnahme für Patientinnen und Patienten',
        points: [
          'Der THC-Grenzwert des § 24a StVG gilt nicht, wenn das THC aus der bestimmungsgemäßen Einnahme eines verschriebenen Arzneimittels stammt.',
          'Bestimmungsgemäß heißt: genau nach ärztlicher Verordnung.',
        ],
      },
      {
        heading: 'Wann Sie nicht fahren sollten',
        points: [
          'In der Eindosierungsphase und kurz nach einer Dosisänderung.',
          'Wenn Sie mehr oder häufiger einnehmen als verordnet.',
          'Wenn Sie Nebenwirkungen wie Müdigkeit oder Schwindel bemerken.',
        ],
      },
      {
        heading: 'Auch mit Rezept gilt',
        points: [
          'Wer fahruntüchtig fährt, macht sich strafbar (§ 316 StGB), auch bei bestimmungsgemäßer Einnahme.',
          'Zusätzlicher Konsum, etwa aus Eigenanbau, ist keine bestimmungsgemäße Einnahme.',
        ],
      },
      {
        heading: 'Worauf eine Begutachtung achtet',
        points: [
          'Eine ärztlich bestätigte Indikation und eine Einnahme zuverlässig nach Verordnung.',
          'Keine dauerhafte Beeinträchtigung Ihrer Leistungsfähigkeit.',
          'Dass Sie nicht fahren, wenn Sie beeinträchtigt sind.',
        ],
      },
    ],
  },
  {
    file: 'punkte-mpu.webm',
    title: 'Punkte- und Straftaten-MPU: Verhalten dauerhaft ändern',
    slides: [
      {
        heading: 'Das Fahreignungs-Bewertungssystem (§ 4 StVG)',
        points: [
          '1 bis 3 Punkte: Eintrag im Fahreignungsregister, noch ohne Maßnahme.',
          '4 oder 5 Punkte: Ermahnung; ein freiwilliges Fahreignungsseminar kann einmal einen Punkt abbauen.',
          '6 oder 7 Punkte: Verwarnung.',
          '8 Punkte: Die Fahrerlaubnis wird entzogen.',
        ],
      },
      {
        heading: 'Nach der Entziehung wegen 8 Punkten',
        points: [
          'Eine neue Fahrerlaubnis darf frühestens sechs Monate nach Wirksamkeit der Entziehung erteilt werden (§ 4 Abs. 10 StVG).',
          'In der Regel müssen Sie dann mit einem MPU-Gutachten nachweisen, dass Ihre Eignung wiederhergestellt ist.',
        ],
      },
      {
        heading: 'Wann Verstöße und Straftaten zur MPU führen (§ 11 Abs. 3 FeV)',
        points: [
          'Bei einem erheblichen Verstoß oder wiederholten Verstößen gegen verkehrsrechtliche Vorschriften.',
          'Bei erheblichen oder wiederholten Straftaten mit Bezug zum Straßenverkehr oder zur Kraftfahreignung, etwa bei Anhaltspunkten für ein hohes Aggressionspotenzial.',
        ],
      },
      {
        heading: 'Veränderung zeigen',
        points: [
          'Erkennen Sie, was zu den Verstößen geführt hat: Zeitdruck, Ärger, Gewohnheiten.',
          'Beschreiben Sie konkret, was Sie heute im Verkehr anders machen.',
          'Zeigen Sie, dass die Veränderung schon länger trägt.',
        ],
      },
    ],
  },
  {
    file: 'gespraech.webm',
    title: 'Typische Fragen im psychologischen Gespräch',
    slides: [
      {
        heading: 'Häufige Fragen',
        points: [
          'Wie kam es zu dem Vorfall, und was ging ihm voraus?',
          'Was hat sich seitdem in Ihrem Leben geändert?',
          'Woran erkennen Sie eine Risikosituation, und was tun Sie dann?',
        ],
      },
      {
        heading: 'Warum nachgefragt wird',
        points: [
          'Die Gutachterin oder der Gutachter prüft, ob Ihre Schilderung stimmig ist und zu Ihrer Akte passt.',
          'Nachfragen sind üblich und kein schlechtes Zeichen.',
        ],
      },
      {
        heading: 'Konkret antworten',
        points: [
          'Nennen Sie Situationen, Zeiten und Mengen so genau wie möglich.',
          'Schildern Sie, was Sie heute in Risikosituationen tun.',
          'Auswendig gelernte Musterantworten überzeugen nicht.',
        ],
      },
      {
        heading: 'Wenn Sie eine Frage nicht verstehen',
        points: ['Fragen Sie ruhig nach.', 'Nehmen Sie sich einen Moment Zeit, bevor Sie antworten.'],
      },
    ],
  },
  {
    file: 'mpu-fehler.webm',
    title: 'Häufige Fehler in der MPU und wie Sie sie vermeiden',
    slides: [
      {
        heading: 'Verharmlosen',
        points: ['„So schlimm war das doch nicht.“', 'Damit zeigen Sie, dass Sie das Risiko noch nicht erkannt haben.'],
      },
      {
        heading: 'Die Schuld bei anderen suchen',
        points: [
          'Bei der Polizei, bei Mitfahrenden oder bei den Umständen.',
          'Verantwortung übernehmen heißt, bei sich selbst anzufangen.',
        ],
      },
      {
        heading: 'Auswendig gelernte Antworten',
        points: ['Musterantworten fallen spätestens bei Nachfragen auf.', 'Erzählen Sie Ihre eigene Geschichte in eigenen Worten.'],
      },
      {
        heading: 'Was stattdessen hilft',
        points: [
          'Ehrlich und konkret über Ihre Vorgeschichte sprechen.',
          'Erklären, was Sie verändert haben und wie Sie das im Alltag umsetzen.',
          'Ihre Führerscheinakte kennen: Die Begutachtungsstelle erhält Ihre Unterlagen von der Behörde.',
        ],
      },
    ],
  },
  {
    file: 'notfallplan.webm',
    title: 'Rückfallprophylaxe: Ihr persönlicher Notfallplan',
    slides: [
      {
        heading: 'Risikosituationen erkennen',
        points: [
          'Feiern oder Treffen, bei denen andere trinken oder Drogen nehmen.',
          'Belastungen wie Stress, Streit oder Trauer.',
          'Gedanken wie „Einmal ist keinmal“.',
        ],
      },
      {
        heading: 'Gegenstrategien',
        points: [
          'Für jede Situation ein konkreter Plan: absagen, früher gehen, eigene Getränke mitnehmen, jemanden anrufen.',
          'Achten Sie auf frühe Warnsignale wie schlechten Schlaf oder Rückzug.',
        ],
      },
      {
        heading: 'Ihr Notfallplan auf Papier',
        points: [
          'Ihre persönlichen Risikosituationen und frühen Warnsignale.',
          'Ihre Gegenstrategien für diese Situationen.',
          'Menschen oder Stellen, die Sie im Notfall anrufen können, mit Telefonnummer.',
        ],
      },
      {
        heading: 'Im Gespräch erklären',
        points: ['Der Plan zeigt, dass Sie Ihre Risiken kennen und wissen, was Sie dann tun.', 'Er ersetzt keinen Abstinenznachweis.'],
      },
    ],
  },
];

/** Spaces that must not break a line: '§ 11', 'Abs. 10', 'Nr. 9.1', '1,6 Promille', '500 €'. */
function keepTogether(text) {
  return text
    .replace(/(§§?|Abs\.|Nr\.|Anlage) /g, '$1\u00a0')
    .replace(/(\d) (Promille|ng\/ml|€|Monate|Jahre|Punkte?|Abs\.|Nr\.)/g, '$1\u00a0$2')
    .replace(/ (FeV|StVG|StGB)\b/g, '\u00a0$1');
}

/** Greedy word wrap at a character budget (the font is proportional; the budgets leave room). */
function wrap(text, maxChars) {
  const lines = [];
  let line = '';
  for (const word of keepTogether(text).split(' ')) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const wordCount = (texts) => texts.join(' ').split(/\s+/).length;

/** Reading time: a few seconds to take the slide in, then about four words a second. */
const secondsFor = (words) => Math.max(7, Math.round((3 + words * 0.26) * 2) / 2);

function buildFilter({ clip, section, tmp }) {
  let textFiles = 0;
  // `baseline` is where the line stands: drawtext's y is the top of the tallest glyph drawn, so a
  // bullet or a line without capitals would sit higher than its neighbours
  const text = (value, { font = FONT, size, colour = COLOURS.text, x, baseline, from, to }) => {
    const file = path.join(tmp, `${++textFiles}.txt`);
    fs.writeFileSync(file, value);
    return (
      `drawtext=fontfile=${font}:textfile=${file}:expansion=none:fontsize=${size}:fontcolor=${colour}` +
      `:x=${x}:y=${baseline}-ascent:enable='gte(t,${from})*lt(t,${to})'`
    );
  };

  const filters = [];
  const total = clip.slides.length;
  const slideStarts = [];

  // the title slide: section, title, and that the clip has no sound
  const titleSeconds = 6;
  // a title breaks after its question or colon first: 'Was ist eine MPU?' / 'Anlass, Ablauf und Ergebnis'
  const titleLines = clip.title.split(/(?<=[?:]) /).flatMap((part) => wrap(part, 32));
  const titleBaseline = 330 - ((titleLines.length - 1) * 70) / 2;
  const onTitle = { x: '(w-text_w)/2', from: 0, to: titleSeconds };
  filters.push(text(section, { size: 28, colour: COLOURS.muted, baseline: titleBaseline - 90, ...onTitle }));
  titleLines.forEach((line, index) =>
    filters.push(text(line, { font: FONT_BOLD, size: 58, baseline: titleBaseline + index * 70, ...onTitle })),
  );
  const note = `Kurzvideo in ${total} Folien · ohne Ton`;
  filters.push(text(note, { size: 28, colour: COLOURS.muted, baseline: titleBaseline + (titleLines.length - 1) * 70 + 80, ...onTitle }));
  let start = titleSeconds;

  clip.slides.forEach((slide, index) => {
    const seconds = secondsFor(wordCount([slide.heading, ...slide.points]));
    const end = start + seconds;
    const at = { from: start, to: end };
    slideStarts.push(start);
    let baseline = 130;
    for (const line of wrap(slide.heading, 40)) {
      filters.push(text(line, { font: FONT_BOLD, size: 46, x: 100, baseline, ...at }));
      baseline += 58;
    }
    baseline += 40;
    for (const point of slide.points) {
      filters.push(text('•', { size: 34, colour: COLOURS.bar, x: 104, baseline, ...at }));
      for (const line of wrap(point, 60)) {
        filters.push(text(line, { size: 34, x: 140, baseline, ...at }));
        baseline += 48;
      }
      baseline += 22;
    }
    if (baseline > 680) throw new Error(`${clip.file}, slide ${index + 1}: the text runs into the footer`);
    filters.push(text(`${index + 1} / ${total}`, { size: 24, colour: COLOURS.muted, x: 'w-text_w-100', baseline: 680, ...at }));
    start = end;
  });

  const duration = start;
  if (duration < MIN_SECONDS || duration > MAX_SECONDS)
    throw new Error(`${clip.file}: ${duration} s, outside ${MIN_SECONDS}–${MAX_SECONDS} s`);
  const graph = [
    `color=c=${COLOURS.background}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration}[bg]`,
    `color=c=${COLOURS.bar}:s=${WIDTH}x6:r=${FPS}:d=${duration}[bar]`,
    `[bg]drawbox=x=0:y=${HEIGHT - 6}:w=${WIDTH}:h=6:color=${COLOURS.track}:t=fill,${filters.join(',')}[card]`,
    // the bar fills with the playback position, so a silent clip visibly plays
    `[card][bar]overlay=x='-w+W*t/${duration}':y=${HEIGHT - 6}:shortest=1[out]`,
  ].join(';');
  return { graph, duration, slideStarts };
}

function makeClip({ clip, section }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-clip-'));
  try {
    const { graph, duration, slideStarts } = buildFilter({ clip, section, tmp });
    const output = path.join(MEDIA, clip.file);
    // A keyframe of text costs some 30 kB and the frames between two are a few dozen bytes, so keyframes
    // only where a slide begins: seeking decodes at most one slide's frames, which is instant. The cues
    // at the front let the player seek before it has the whole file.
    const args = [
      ['-hide_banner', '-loglevel', 'error', '-y', '-filter_complex', graph, '-map', '[out]'],
      ['-c:v', 'libvpx-vp9', '-crf', '42', '-b:v', '0', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1'],
      ['-g', String(FPS * 20), '-force_key_frames', [0, ...slideStarts].join(','), '-pix_fmt', 'yuv420p', '-an'],
      ['-cues_to_front', '1', output],
    ].flat();
    const result = spawnSync('ffmpeg', args, { stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.error) throw new Error(`ffmpeg could not be started (${result.error.message}); install Debian's ffmpeg package`);
    if (result.status !== 0) throw new Error(`ffmpeg failed for ${clip.file}`);
    const { size } = fs.statSync(output);
    if (size > MAX_BYTES) throw new Error(`${clip.file}: ${size} bytes, more than ${MAX_BYTES}`);
    console.log(`${clip.file}: ${duration} s, ${Math.round(size / 1024)} kB`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const sections = JSON.parse(fs.readFileSync(path.join(FILES, 'videos.json'), 'utf8'));
const videos = sections.flatMap((section) => section.videos.map((video) => ({ ...video, section: section.title })));
for (const clip of CLIPS) {
  const video = videos.find((entry) => entry.title === clip.title);
  if (!video) throw new Error(`videos.json has no video "${clip.title}"`);
  if (video.file !== clip.file)
    throw new Error(`"${clip.title}" names the file ${video.file ?? '(none)'} in videos.json, not ${clip.file}`);
}
const withoutClip = videos.filter((video) => !CLIPS.some((clip) => clip.title === video.title));
if (withoutClip.length > 0) throw new Error(`no slides for: ${withoutClip.map((video) => video.title).join('; ')}`);

const filter = process.argv[2];
const chosen = CLIPS.filter((entry) => !filter || entry.file.includes(filter)).map((clip) => ({
  clip,
  section: videos.find((video) => video.title === clip.title).section,
}));
// every slide's layout first, so a slide that overflows stops the run before any encoding
for (const { clip, section } of chosen) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-clip-'));
  try {
    buildFilter({ clip, section, tmp });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
for (const entry of chosen) makeClip(entry);
