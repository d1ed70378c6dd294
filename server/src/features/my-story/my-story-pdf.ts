// The story as a PDF for a counsellor (issue 37): every section with what the learner wrote, the open
// findings under the part they belong to, the readiness per part with the note that it is no prognosis.
// DejaVu Sans (embedded, subset) covers German and Turkish letters (ä ö ü ß ğ ş ı İ), which the PDF
// standard fonts cannot encode.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language } from '@common/domain';
import type { Finding, SelfCheckResult, StoryPart, StoryReadiness, TrackerFacts } from '@common/domain/my-story';
import type { Story } from '@common/schemas/my-story';
import de from '@common/domain/my-story/texts/de.json';
import en from '@common/domain/my-story/texts/en.json';
import tr from '@common/domain/my-story/texts/tr.json';
import { embedDejaVuSans } from '../../pdf/fonts';
import { wrapText } from '../../pdf/wrap-text';
import { MY_STORY_PDF_TEXTS, type MyStoryPdfTexts } from './my-story-texts';

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10.5;
const LINE_GAP = 1.45;
const GREY = rgb(0.35, 0.35, 0.4);
const INDIGO = rgb(0.26, 0.22, 0.79);

/** Lays out lines top to bottom and opens a new page when one is full. */
class PdfWriter {
  private page: PDFPage;
  private y = PAGE_HEIGHT - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  private ensureRoom(height: number) {
    if (this.y - height >= MARGIN + 20) return;
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  text(text: string, options: { size?: number; bold?: boolean; colour?: ReturnType<typeof rgb>; indent?: number; after?: number } = {}) {
    const size = options.size ?? BODY_SIZE;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, font, size, TEXT_WIDTH - indent)) {
      this.ensureRoom(size * LINE_GAP);
      this.y -= size * LINE_GAP;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.colour ?? rgb(0, 0, 0) });
    }
    this.y -= options.after ?? 0;
  }

  heading(text: string, size = 14) {
    this.ensureRoom(size * 4);
    this.y -= size * 0.6;
    this.text(text, { size, bold: true, colour: INDIGO, after: 4 });
  }

  space(points: number) {
    this.y -= points;
  }

  /** 'Seite 1 von 3' at the foot of every page. */
  numberPages(label: (page: number, pages: number) => string) {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const text = label(index + 1, pages.length);
      const width = this.regular.widthOfTextAtSize(text, 8);
      page.drawText(text, { x: PAGE_WIDTH - MARGIN - width, y: MARGIN / 2, size: 8, font: this.regular, color: GREY });
    });
  }
}

export interface MyStoryPdfInput {
  story: Story;
  findings: Finding[];
  readiness: StoryReadiness | null;
  /** The abstinence tracker's results, listed as proof (when the learner keeps a programme there and links it). */
  tracker: TrackerFacts | null;
  /** The hypothesis self-check per MPU reason (only the assessor decides). */
  selfChecks: SelfCheckResult[];
  language: Language;
  /** When the story was last saved, or now for a story never saved. */
  asOf: Date;
}

export async function renderMyStoryPdf({
  story,
  findings,
  readiness,
  tracker,
  selfChecks,
  language,
  asOf,
}: MyStoryPdfInput): Promise<Uint8Array> {
  const t = MY_STORY_PDF_TEXTS[language];
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedDejaVuSans(doc);
  doc.setTitle(t.title);
  doc.setLanguage(t.locale);
  doc.setCreationDate(asOf);
  doc.setProducer('MPU-Vorbereitung');

  const w = new PdfWriter(doc, regular, bold);
  const number = (value: number, digits = 0) => new Intl.NumberFormat(t.locale, { maximumFractionDigits: digits }).format(value);
  const date = (iso: string) => formatDate(iso, t);
  const field = (label: string, value: string, indent = 0) => {
    if (value.trim()) w.text(`${label}: ${value}`, { indent });
  };
  const paragraph = (value: string, indent = 0) =>
    w.text(value.trim() ? value : t.empty, { indent, colour: value.trim() ? undefined : GREY });
  const findingsOf = (part: StoryPart) => {
    const own = findings.filter((finding) => finding.part === part);
    if (own.length === 0) return;
    w.space(4);
    w.text(t.findings.heading, { bold: true, size: 9.5 });
    for (const finding of own) {
      const { title, why, question } = describeFinding(finding, language, t);
      w.text(`• ${title}`, { size: 9.5, indent: 8, bold: true });
      w.text(why, { size: 9.5, indent: 16, colour: GREY });
      w.text(`${t.findings.assessorAsks} ${question}`, { size: 9.5, indent: 16, colour: GREY, after: 3 });
    }
  };

  w.text(t.title, { size: 20, bold: true, colour: INDIGO, after: 2 });
  w.text(t.asOf(new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(asOf)), {
    colour: GREY,
    after: 6,
  });
  w.text(t.notice, { size: 9.5, colour: GREY, after: 4 });

  w.heading(t.readiness.heading);
  if (readiness) {
    w.text(`${t.readiness.overall}: ${readiness.overall} %`, { bold: true });
    for (const [part, value] of Object.entries(readiness.parts) as [StoryPart, number][])
      w.text(`${t.readiness.parts[part]}: ${value} %`, { indent: 8 });
  } else {
    w.text(t.readiness.unavailable, { colour: GREY });
  }

  const decided = selfChecks.filter((result) => result.hypothesis !== null);
  if (decided.length > 0) {
    const texts = SELF_CHECK_TEXTS[language];
    w.heading(t.sections.selfCheck);
    w.text(texts.disclaimer, { size: 9.5, colour: GREY, after: 2 });
    for (const result of decided) {
      const hypothesis = texts.hypotheses[result.hypothesis!]!;
      w.text(`${t.reasons[result.reason]}: ${hypothesis.name}`, { bold: true });
      w.text(hypothesis.means, { indent: 8, after: 3 });
    }
  }

  const { person } = story;
  if (person.sex || person.weightKg !== null || person.heightCm !== null || person.ageYears !== null) {
    w.heading(t.sections.person);
    if (person.sex) field(t.person.sex, person.sex === 'male' ? t.person.male : t.person.female);
    if (person.weightKg !== null) field(t.person.weight, `${number(person.weightKg, 1)} kg`);
    if (person.heightCm !== null) field(t.person.height, `${number(person.heightCm)} cm`);
    if (person.ageYears !== null) field(t.person.age, number(person.ageYears));
  }

  w.heading(t.sections.incidents);
  if (story.incidents.length === 0) paragraph('');
  story.incidents.forEach((incident, index) => {
    w.text(`${t.incident(index + 1)}: ${t.reasons[incident.reason]}`, { bold: true, after: 1 });
    if (incident.date) field(t.incidentFields.date, date(incident.date), 8);
    if (incident.bacPermille !== null) field(t.incidentFields.bac, `${number(incident.bacPermille, 2)} ‰`, 8);
    if (incident.sampleTime) field(t.incidentFields.sampleTime, incident.sampleTime, 8);
    if (incident.thcNgMl !== null) field(t.incidentFields.thc, `${number(incident.thcNgMl, 1)} ng/ml`, 8);
    if (incident.points !== null) field(t.incidentFields.points, number(incident.points), 8);
    if (incident.description.trim()) w.text(incident.description, { indent: 8 });
    if (incident.drinks.length > 0) {
      w.text(`${t.incidentFields.drinks}:`, { indent: 8 });
      for (const drink of incident.drinks) {
        const times = drink.start || drink.end ? `, ${drink.start || '?'}–${drink.end || '?'}` : '';
        w.text(
          `• ${drink.count} × ${number(drink.volumeMl)} ml ${t.drinkKinds[drink.kind]}, ${number(drink.abvPercent, 1)} % vol${times}`,
          { indent: 16 },
        );
      }
    }
    w.space(4);
  });
  findingsOf('incidents');

  w.heading(t.sections.history);
  paragraph(story.history.text);

  w.heading(t.sections.causes);
  paragraph(story.causes.text);
  findingsOf('causes');

  w.heading(t.sections.insight);
  paragraph(story.insight.text);
  findingsOf('insight');

  w.heading(t.sections.change);
  paragraph(story.change.text);
  if (story.change.since) field(t.change.since, date(story.change.since));
  field(t.change.enabledBy, story.change.enabledBy);
  if (story.change.goal) field(t.change.goal, story.change.goal === 'abstinence' ? t.change.abstinence : t.change.controlled);
  if (story.change.abstinentSince) field(t.change.abstinentSince, date(story.change.abstinentSince));
  findingsOf('change');

  w.heading(t.sections.proof);
  if (story.proof.items.length === 0 && !tracker) paragraph('');
  for (const proof of story.proof.items) {
    const period = proof.from || proof.to ? ` (${proof.from ? date(proof.from) : '?'} – ${proof.to ? date(proof.to) : '?'})` : '';
    w.text(`• ${t.proofKinds[proof.kind]}${period}${proof.description.trim() ? `: ${proof.description}` : ''}`);
  }
  if (tracker) {
    w.text(t.linkedTracker);
    for (const entry of tracker.entries) w.text(`• ${date(entry.date)}: ${t.trackerResults[entry.result]}`, { indent: 8 });
  }
  findingsOf('proof');

  w.heading(t.sections.stability);
  if (story.stability.riskSituations.length === 0 && !story.stability.support.trim()) paragraph('');
  for (const risk of story.stability.riskSituations) {
    w.text(`${t.stability.situation}: ${risk.situation}`, { bold: true });
    if (risk.strategy.trim()) field(t.stability.strategy, risk.strategy, 8);
    w.space(3);
  }
  field(t.stability.support, story.stability.support);
  findingsOf('stability');

  w.heading(t.sections.future);
  paragraph(story.future.text);

  w.numberPages(t.page);
  return doc.save();
}

type FindingTexts = Record<string, { title: string; why: string; question: string }>;
const FINDING_TEXTS: Record<Language, FindingTexts> = { de: de.findings, tr: tr.findings, en: en.findings };
type SelfCheckTexts = { disclaimer: string; hypotheses: Record<string, { name: string; means: string }> };
const SELF_CHECK_TEXTS: Record<Language, SelfCheckTexts> = { de: de.selfCheck, tr: tr.selfCheck, en: en.selfCheck };

/** A finding in the checks' own words: numbers and dates written the language's way. */
function describeFinding(finding: Finding, language: Language, t: MyStoryPdfTexts) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(finding.params)) {
    if (typeof value === 'number') params[key] = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 2 }).format(value);
    else params[key] = /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, t) : value;
  }
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
  const texts = FINDING_TEXTS[language][finding.kind]!;
  return { title: fill(texts.title), why: fill(texts.why), question: fill(texts.question) };
}

const formatDate = (iso: string, t: MyStoryPdfTexts) =>
  new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
