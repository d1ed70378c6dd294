import { z } from 'zod';

const count = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);

export const DashboardSchema = z
  .object({
    counts: z.object({
      videosTotal: count,
      videosCompleted: count,
      questionsTotal: count,
      questionsCorrect: count,
      chaptersTotal: count,
      chaptersCompleted: count,
      attempts: count,
      incorrectAttempts: count,
    }),
    summary: z.object({
      videoShare: percent,
      quizShare: percent,
      chapterShare: percent,
      readiness: z.number().int().min(0).max(100),
      level: z.enum(['beginner', 'intermediate', 'advanced', 'expert']),
      errorRate: percent,
      errorRateColour: z.enum(['green', 'yellow', 'red']),
    }),
    recommendations: z.object({
      focus: z.array(z.string()),
      strengths: z.array(z.string()),
      schedule: z.string(),
      nextSteps: z.array(z.string()),
    }),
    milestones: z.object({
      videoBasics: z.boolean(),
      multipleChoice: z.boolean(),
      practice: z.boolean(),
      examSimulation: z.boolean(),
      mpuReady: z.boolean(),
    }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;

/** The overview's card "Heute: 12 von 20 Fragen" (docs/decisions/079-traffic-lights-and-daily-goal.md). */
export const DailyProgressSchema = z
  .object({
    /** 'Tagesziel' from the settings. */
    dailyGoal: z.number().int(),
    /** Exam questions answered today (calendar day in Germany), each answer counted. */
    answeredToday: count,
    /** Days in a row with at least one answer, up to today (or yesterday while today has none yet). */
    daysInARow: count,
  })
  .meta({ id: 'DailyProgress' });
export type DailyProgress = z.infer<typeof DailyProgressSchema>;
