// The offline exam trainer's German interview bank: typical questions of the psychological
// interview per MPU reason, asked in this order, with the topic each one examines.
import type { MpuReason } from '@common/domain';

export interface InterviewQuestion {
  /** Stable id, e.g. 'alcohol-01'. */
  id: string;
  /** Short German topic name for the closing summary, e.g. 'Trinkgeschichte'. */
  topic: string;
  /** The examiner's question, formal 'Sie'. */
  text: string;
  /** Lower-case German word stems; an answer containing one of them touched the topic. */
  keywords: string[];
}

/** At least 12 questions per reason (filled in by the content work). */
export const INTERVIEW_BANK: Record<MpuReason, InterviewQuestion[]> = {
  alcohol: [],
  drugs: [],
  points: [],
  criminal: [],
  medizinalcannabis: [],
};

/** The examiner's greeting before the first question, per reason. */
export const TRAINER_OPENING: Record<MpuReason, string> = {
  alcohol: '',
  drugs: '',
  points: '',
  criminal: '',
  medizinalcannabis: '',
};
