// Abstinence proofs for the MPU (issue 21, docs/decisions/066-abstinence-tracker.md): what a programme
// requires by method and duration, when it can end at the earliest, when the next hair sample is due,
// and whether a result broke it. Dates are calendar dates as 'YYYY-MM-DD' strings (no time zone).
import type { MpuReason } from './mpu-reasons';
import { addDays } from './calendar-date';

/** Urine screenings, hair analysis for alcohol (EtG), hair analysis for drugs. */
export const ABSTINENCE_METHODS = ['urine', 'hair-alcohol', 'hair-drugs'] as const;
export type AbstinenceMethod = (typeof ABSTINENCE_METHODS)[number];

export const ABSTINENCE_DURATIONS = [6, 12] as const;
export type AbstinenceDuration = (typeof ABSTINENCE_DURATIONS)[number];

/** unauffällig, auffällig, versäumt, ausstehend. */
export const ABSTINENCE_RESULTS = ['negative', 'positive', 'missed', 'pending'] as const;
export type AbstinenceResult = (typeof ABSTINENCE_RESULTS)[number];

export const ABSTINENCE_SUBSTANCES = [
  'alcohol',
  'cannabis',
  'amphetamines',
  'cocaine',
  'opiates',
  'benzodiazepines',
  'methadone',
  'other',
] as const;
export type AbstinenceSubstance = (typeof ABSTINENCE_SUBSTANCES)[number];

/**
 * The reasons for which the page is open without an administrator's row. The issue names alcohol,
 * drugs, cannabis and medication; cannabis is part of 'drugs' here and medication is
 * 'medizinalcannabis' (the platform's five reasons, docs/decisions/066-abstinence-tracker.md).
 */
export const ABSTINENCE_REASONS = ['alcohol', 'drugs', 'medizinalcannabis'] as const satisfies readonly MpuReason[];

/** Months one hair sample covers: at most 3 cm for alcohol (EtG), up to 6 cm for drugs, about 1 cm a month. */
export const HAIR_MONTHS_PER_SAMPLE: Record<Exclude<AbstinenceMethod, 'urine'>, number> = { 'hair-alcohol': 3, 'hair-drugs': 6 };

/** Unannounced urine screenings at least: 4 in 6 months, 6 in 12 months. */
const URINE_SCREENINGS: Record<AbstinenceDuration, number> = { 6: 4, 12: 6 };

export type AbstinenceRuleKey = 'urine' | 'hair-alcohol' | 'hair-drugs';

export interface AbstinenceRequirement {
  /** Entries with the result 'negative' that complete the programme. */
  count: number;
  /** Screenings for urine, samples for hair. */
  unit: 'screenings' | 'samples';
  /** The rule shown beside the number (a text key of the page, one per method). */
  ruleKey: AbstinenceRuleKey;
}

export const isHairMethod = (method: AbstinenceMethod): method is 'hair-alcohol' | 'hair-drugs' => method !== 'urine';

export function getAbstinenceRequirement(method: AbstinenceMethod, months: AbstinenceDuration): AbstinenceRequirement {
  if (method === 'urine') return { count: URINE_SCREENINGS[months], unit: 'screenings', ruleKey: 'urine' };
  return { count: months / HAIR_MONTHS_PER_SAMPLE[method], unit: 'samples', ruleKey: method };
}

/** `date` plus whole calendar months; a day the target month lacks becomes its last day (31 Aug + 6 → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The programme cannot end before its full duration from the start date. */
export const getEarliestEndDate = (startDate: string, months: AbstinenceDuration) => addMonths(startDate, months);

/** When each hair sample is due: every 3 months (alcohol) or 6 months (drugs) after the start; none for urine. */
export function getHairSampleDueDates(method: AbstinenceMethod, months: AbstinenceDuration, startDate: string): string[] {
  if (!isHairMethod(method)) return [];
  const step = HAIR_MONTHS_PER_SAMPLE[method];
  const { count } = getAbstinenceRequirement(method, months);
  return Array.from({ length: count }, (_, index) => addMonths(startDate, step * (index + 1)));
}

export interface AbstinenceProgrammeFacts {
  method: AbstinenceMethod;
  months: AbstinenceDuration;
  startDate: string;
}

export interface AbstinenceEntryFacts {
  date: string;
  result: AbstinenceResult;
}

/** The first hair sample not yet covered by an entry that is 'negative' or 'pending'; null for urine or when all are. */
export function getNextHairSampleDue(programme: AbstinenceProgrammeFacts, entries: readonly AbstinenceEntryFacts[]): string | null {
  const due = getHairSampleDueDates(programme.method, programme.months, programme.startDate);
  const covered = entries.filter((entry) => entry.result === 'negative' || entry.result === 'pending').length;
  return due[covered] ?? null;
}

/** A positive result ends a programme; so does a missed urine screening (not a positive result, but the proof so far no longer counts). */
export function isProgrammeBroken(method: AbstinenceMethod, entries: readonly AbstinenceEntryFacts[]): boolean {
  return entries.some((entry) => entry.result === 'positive' || (method === 'urine' && entry.result === 'missed'));
}

export interface AbstinenceStatus {
  /** Entries with the result 'negative'. */
  negativeCount: number;
  requirement: AbstinenceRequirement;
  /** 0 … 100, the negative entries against the required count (capped). */
  percent: number;
  earliestEndDate: string;
  nextHairSampleDue: string | null;
  isBroken: boolean;
  /** Enough negative results, nothing broken. */
  isComplete: boolean;
}

export function getAbstinenceStatus(programme: AbstinenceProgrammeFacts, entries: readonly AbstinenceEntryFacts[]): AbstinenceStatus {
  const requirement = getAbstinenceRequirement(programme.method, programme.months);
  const negativeCount = entries.filter((entry) => entry.result === 'negative').length;
  const isBroken = isProgrammeBroken(programme.method, entries);
  return {
    negativeCount,
    requirement,
    percent: Math.round((Math.min(negativeCount, requirement.count) / requirement.count) * 100),
    earliestEndDate: getEarliestEndDate(programme.startDate, programme.months),
    nextHairSampleDue: getNextHairSampleDue(programme, entries),
    isBroken,
    isComplete: !isBroken && negativeCount >= requirement.count,
  };
}

/**
 * The reminder due on `today` (a German calendar date), as the part of its dedupe key: 'hair:<due date>'
 * from 7 days before the next hair sample until its day; for urine 'urine:<YYYY-MM>' from the start
 * day of each month of the programme (the day clamped to the month), once a month until the earliest end.
 */
export function dueAbstinenceReminder(
  programme: AbstinenceProgrammeFacts,
  entries: readonly AbstinenceEntryFacts[],
  today: string,
): { kind: 'hair'; dueDate: string; key: string } | { kind: 'urine'; month: string; key: string } | undefined {
  if (isProgrammeBroken(programme.method, entries)) return undefined;
  if (isHairMethod(programme.method)) {
    const dueDate = getNextHairSampleDue(programme, entries);
    if (!dueDate || today < addDays(dueDate, -7) || today > dueDate) return undefined;
    return { kind: 'hair', dueDate, key: `hair:${dueDate}` };
  }
  const end = getEarliestEndDate(programme.startDate, programme.months);
  if (today < programme.startDate || today >= end) return undefined;
  const [startYear, startMonth] = programme.startDate.split('-').map(Number) as [number, number];
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthsSinceStart = (year - startYear) * 12 + (month - startMonth);
  if (today < addMonths(programme.startDate, monthsSinceStart)) return undefined;
  const label = today.slice(0, 7);
  return { kind: 'urine', month: label, key: `urine:${label}` };
}

export type AbstinenceAttachmentKind = 'application/pdf' | 'image/jpeg' | 'image/png';

/** The file's type from its first bytes (PDF '%PDF-', PNG's 8-byte signature, JPEG FF D8 FF), never from its name or header. */
export function detectAttachmentType(head: Uint8Array): AbstinenceAttachmentKind | null {
  const starts = (signature: readonly number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

const EXTENSIONS: Record<AbstinenceAttachmentKind, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** The file name's extension names the type its bytes have ('Befund.pdf' holding a PNG does not). */
export function doesNameMatchType(name: string, type: AbstinenceAttachmentKind): boolean {
  const extension = name.toLowerCase().split('.').at(-1) ?? '';
  return name.includes('.') && EXTENSIONS[type].includes(extension);
}
