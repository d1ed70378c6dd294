// The read models of the integration API: learners and bookings, each paged by a keyset cursor over
// (changed instant, id) so a sync never skips or repeats a row while others are written.
import { sql, type SQL } from 'drizzle-orm';
import { summariseProgress, type Language, type MpuReason, type PageKey } from '@common/domain';
import type {
  BookingsQuery,
  IntegrationBooking,
  IntegrationBookingPage,
  IntegrationLearner,
  IntegrationLearnerPage,
  LearnersQuery,
} from '@common/schemas/integration';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { currentVideoFacts, videosDoneBy } from '../../learner-videos';
import { ApiError } from '../../middleware/errors';
import { countingViewerOf, progressCountsFor, type ContentTotals, type ProgressCounters } from '../../progress-counts';

/** ISO 8601 in UTC with milliseconds, as the API answers. */
const iso = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Microseconds: the cursor must keep the database's full precision, or rows with the same millisecond repeat. */
const isoMicro = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const CursorSchema = z.tuple([z.iso.datetime(), z.string().min(1).max(200)]);

const encodeCursor = (changed: string, id: string) => Buffer.from(JSON.stringify([changed, id])).toString('base64url');

function decodeCursor(cursor: string | undefined): [string, string] | undefined {
  if (cursor === undefined) return undefined;
  try {
    return CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new ApiError(400, 'VALIDATION_ERROR', 'The cursor is not one this API gave out.', { cursor: 'INVALID_CURSOR' });
  }
}

function pageOf<T>(rows: Array<T & { cursorChanged: string; id: string }>, limit: number, toItem: (row: T) => unknown) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursorChanged, last.id) : null,
  };
}

interface LearnerRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mpuReasons: MpuReason[];
  /** The account's language: the learner's videos are those the library shows in it. */
  language: Language;
  registeredAt: string;
  lastActivityAt: string | null;
  hasHealthDataConsent: boolean;
  updatedAt: string;
  cursorChanged: string;
  /** Stored permission rows (null without any): the overview counts nothing behind a closed page. */
  permissions: Partial<Record<PageKey, boolean>> | null;
  counters: ProgressCounters | null;
  totals: ContentTotals;
  videosDone: string[];
}

/** The counters the dashboard reads (server/src/progress-counts.ts, server/src/learner-videos.ts), for a whole page. */
const PROGRESS_COUNTERS = sql`
  left join learner_progress lp on lp.user_id = page.id
  cross join content_totals t`;
const COUNTER_FIELDS = sql`
  case when lp.user_id is null then null else json_build_object('attempts', lp.attempts, 'wrongAttempts', lp.wrong_attempts,
    'chaptersCompleted', lp.chapters_completed, 'questionsRight', lp.questions_right) end as counters,
  json_build_object('questions', t.questions, 'chapters', t.chapters) as totals,
  ${videosDoneBy(sql`page.id`)} as "videosDone",
  (select json_object_agg(up.page, up.allowed) from user_permissions up where up.user_id = page.id) as permissions`;

/**
 * Learners (never admins), ordered by the instant they last changed: the account row (email,
 * verification, password) or their latest learning activity, which moves the readiness.
 */
export async function listLearners({ db, query }: { db: Database; query: LearnersQuery }): Promise<IntegrationLearnerPage> {
  const after = decodeCursor(query.cursor);
  const since = query.updated_since ?? null;
  const [videoFacts, result] = await Promise.all([
    currentVideoFacts(db),
    db.execute(sql`
    with learners as (
      select u.id, u.email, u.created_at, p.health_data_consent_at, p.language,
        coalesce(d.first_name, '') as first_name, coalesce(d.last_name, '') as last_name,
        case when cardinality(p.mpu_reasons) > 0 then p.mpu_reasons
             when p.mpu_reason is not null then array[p.mpu_reason]
             else '{}'::text[] end as reasons,
        activity.at as last_activity_at,
        greatest(u.updated_at, p.created_at, activity.at) as changed
      from "user" u
      join profiles p on p.id = u.id
      left join user_details d on d.user_id = u.id
      cross join lateral (select greatest(
        (select max(a.created_at) from quiz_user_attempts a where a.user_id = u.id),
        (select max(vp.updated_at) from video_progress vp where vp.user_id = u.id),
        (select max(up.created_at) from user_progress up where up.user_id = u.id),
        (select max(qa.created_at) from quiz_attempts qa where qa.user_id = u.id),
        (select max(va.created_at) from video_quiz_attempts va where va.user_id = u.id)
      ) as at) activity
      where p.role <> 'admin'
    ),
    page as (
      select * from learners
      where (${since}::timestamptz is null or changed >= ${since}::timestamptz)
        and (${after?.[0] ?? null}::timestamptz is null or (changed, id) > (${after?.[0] ?? null}::timestamptz, ${after?.[1] ?? null}::text))
      order by changed, id
      limit ${query.limit + 1}
    )
    select page.id, page.email, page.first_name as "firstName", page.last_name as "lastName", page.reasons as "mpuReasons", page.language,
      ${iso(sql`page.created_at`)} as "registeredAt", ${iso(sql`page.last_activity_at`)} as "lastActivityAt",
      page.health_data_consent_at is not null as "hasHealthDataConsent",
      ${iso(sql`page.changed`)} as "updatedAt", ${isoMicro(sql`page.changed`)} as "cursorChanged", ${COUNTER_FIELDS}
    from page ${PROGRESS_COUNTERS}
    order by page.changed, page.id`),
  ]);
  return pageOf(result.rows as unknown as LearnerRow[], query.limit, (row): IntegrationLearner => {
    // as on the learner's overview (learners only), with the videos in the account's language, which
    // the web app applies at sign-in
    const viewer = countingViewerOf(
      { role: 'user', permissions: row.permissions ?? {}, mpuReasons: row.mpuReasons, mpuReason: null },
      row.language,
    );
    const { counts } = progressCountsFor({ ...row, videos: videoFacts }, viewer);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      // health data (GDPR Art. 9): only with the learner's own consent, else the field is left out
      ...(row.hasHealthDataConsent ? { mpuReasons: row.mpuReasons } : {}),
      registeredAt: row.registeredAt,
      readiness: summariseProgress(counts).readiness,
      lastActivityAt: row.lastActivityAt,
      hasHealthDataConsent: Boolean(row.hasHealthDataConsent),
      updatedAt: row.updatedAt,
    };
  }) as IntegrationLearnerPage;
}

interface BookingRow extends IntegrationBooking {
  cursorChanged: string;
}

/** Bookings of learners created or cancelled since the given instant, by that change. */
export async function listBookings({ db, query }: { db: Database; query: BookingsQuery }): Promise<IntegrationBookingPage> {
  const after = decodeCursor(query.cursor);
  const since = query.since ?? null;
  const result = await db.execute(sql`
    with changes as (
      select b.id::text as id, b.user_id, i.name as instructor_name, b.date, b.slot, b.created_at, b.cancelled_at,
        greatest(b.created_at, b.cancelled_at) as changed
      from bookings b
      join instructors i on i.id = b.instructor_id
      join profiles p on p.id = b.user_id
      where p.role <> 'admin'
    )
    select id, user_id as "learnerId", instructor_name as "instructorName", to_char(date, 'YYYY-MM-DD') as date, slot,
      case when cancelled_at is null then 'booked' else 'cancelled' end as status,
      ${iso(sql`created_at`)} as "createdAt", ${iso(sql`cancelled_at`)} as "cancelledAt",
      ${isoMicro(sql`changed`)} as "cursorChanged"
    from changes
    where (${since}::timestamptz is null or changed >= ${since}::timestamptz)
      and (${after?.[0] ?? null}::timestamptz is null or (changed, id) > (${after?.[0] ?? null}::timestamptz, ${after?.[1] ?? null}::text))
    order by changed, id
    limit ${query.limit + 1}`);
  return pageOf(
    result.rows as unknown as BookingRow[],
    query.limit,
    ({ cursorChanged: _, ...item }: BookingRow) => item,
  ) as IntegrationBookingPage;
}
