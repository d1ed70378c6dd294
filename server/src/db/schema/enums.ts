import { sql, type SQL } from 'drizzle-orm';
import { pgEnum, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DIFFICULTIES,
  EDUCATIONS,
  GLOSSARY_CATEGORIES,
  HIGHEST_DEGREES,
  LANGUAGES,
  LIVING_SITUATIONS,
  MPU_REASONS,
  PAGE_KEYS,
  REMINDER_FREQUENCIES,
  RELATIONSHIP_STATUSES,
  ROLES,
  VIDEO_LANGUAGES,
} from '@common/domain';

export const roleEnum = pgEnum('user_role', ROLES);
export const languageEnum = pgEnum('ui_language', LANGUAGES);
export const pageKeyEnum = pgEnum('page_key', PAGE_KEYS);
export const difficultyEnum = pgEnum('difficulty', DIFFICULTIES);
export const videoLanguageEnum = pgEnum('video_language', VIDEO_LANGUAGES);
export const livingSituationEnum = pgEnum('living_situation', LIVING_SITUATIONS);
export const relationshipStatusEnum = pgEnum('relationship_status', RELATIONSHIP_STATUSES);
export const educationEnum = pgEnum('education', EDUCATIONS);
export const highestDegreeEnum = pgEnum('highest_degree', HIGHEST_DEGREES);
export const glossaryCategoryEnum = pgEnum('glossary_category', GLOSSARY_CATEGORIES);
export const reminderFrequencyEnum = pgEnum('reminder_frequency', REMINDER_FREQUENCIES);

// MPU reasons live in text[] columns (queried with the && overlap operator and a GIN index); a
// check constraint keeps every element inside the closed set.
const reasonList = sql.raw(`ARRAY[${MPU_REASONS.map((r) => `'${r}'`).join(', ')}]::text[]`);

export function mpuTypesWithinSet(column: AnyPgColumn): SQL {
  return sql`${column} <@ ${reasonList}`;
}

export function mpuReasonWithinSet(column: AnyPgColumn): SQL {
  return sql`${column} IS NULL OR ${column} = ANY (${reasonList})`;
}
