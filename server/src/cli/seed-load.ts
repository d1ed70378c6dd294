// npm run seed:load -- --users 10000 --attempts 1000000
// Fills the database with synthetic learners, their progress and quiz attempts for benchmarks,
// plus the sessions npm run bench signs: learners load-session-1 … 200 (with the page 'courses'
// allowed, for the quiz answer writes) and the admin load-admin-session (for the CSV import).
// Set-based SQL (generate_series) in batches: minutes, not hours. Idempotent per user id.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MPU_REASONS, PAGE_KEYS_WITH_ROWS } from '@common/domain';
import { hashPassword } from '../accounts/admin-accounts';
import { provisionUser } from '../accounts/provision-user';
import { readNewAccountPermissions } from '../accounts/new-account-permissions';
import { hashSessionToken, hashSessionTokenSql } from '../accounts/session-token-storage';
import { BENCH_ROUND_SESSIONS, BENCH_SESSIONS } from './bench-sessions';
import { seedDemoContent } from './demo-content/seed-demo-content';
import { CliUsageError, runCli } from './run-cli';

/** Load users are load-1 … load-N (ids and emails), password LOAD_PASSWORD; bench sessions load-session-1 … */
export const LOAD_PASSWORD = 'load-geheim-123';
/** The bench's admin (role admin in profiles.role) and its session token. */
export const LOAD_ADMIN_ID = 'load-admin';
export const LOAD_ADMIN_SESSION = 'load-admin-session';
const BATCH = 100_000;

const ArgsSchema = z.object({
  users: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  attempts: z.coerce.number().int().min(0).max(100_000_000).default(1_000_000),
});

await runCli(async ({ db, auth, media }) => {
  const { values } = parseArgs({ options: { users: { type: 'string' }, attempts: { type: 'string' } }, strict: true });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) throw new CliUsageError('Usage: npm run seed:load -- --users 10000 --attempts 1000000');
  const { users, attempts } = parsed.data;
  const started = performance.now();
  const step = (label: string) => console.log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  await seedDemoContent({ db, media });
  step('demo content present');

  const passwordHash = await hashPassword(auth, LOAD_PASSWORD);
  const { permissions } = await readNewAccountPermissions(db);
  const reasons = sql.raw(`ARRAY[${MPU_REASONS.map((r) => `'${r}'`).join(',')}]::text[]`);
  for (let from = 1; from <= users; from += BATCH) {
    const to = Math.min(users, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into "user" (id, name, email, email_verified, created_at, updated_at)
        select 'load-' || i, 'load-' || i, 'load-' || i || '@example.org', true,
               now() - (i % 365) * interval '1 day', now()
        from generate_series(${from}::int, ${to}::int) i
        on conflict do nothing`);
      await tx.execute(sql`
        insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
        select 'load-account-' || i, 'load-' || i, 'credential', 'load-' || i, ${passwordHash}, now(), now()
        from generate_series(${from}::int, ${to}::int) i
        on conflict do nothing`);
      await tx.execute(sql`
        insert into profiles (id, email, role, mpu_reason, mpu_reasons, created_at)
        select 'load-' || i, 'load-' || i || '@example.org', 'user', r, array[r], now() - (i % 365) * interval '1 day'
        from generate_series(${from}::int, ${to}::int) i,
             lateral (select (${reasons})[1 + i % 5] as r) reason
        on conflict do nothing`);
      for (const page of PAGE_KEYS_WITH_ROWS) {
        await tx.execute(sql`
          insert into user_permissions (user_id, page, allowed)
          select 'load-' || i, ${page}, ${permissions[page]}
          from generate_series(${from}::int, ${to}::int) i
          on conflict do nothing`);
      }
      // roughly half of the videos and chapters completed, varying per user
      await tx.execute(sql`
        insert into video_progress (user_id, video_id, completed)
        select 'load-' || i, v.id, true
        from generate_series(${from}::int, ${to}::int) i cross join videos v
        where (hashtext(v.id::text || i) & 1) = 0
        on conflict do nothing`);
      await tx.execute(sql`
        insert into user_progress (user_id, chapter_id, completed)
        select 'load-' || i, c.id, true
        from generate_series(${from}::int, ${to}::int) i cross join chapters c
        where (hashtext(c.id::text || i) & 1) = 0
        on conflict do nothing`);
    });
    step(`users ${from}–${to}`);
  }

  const [{ existing }] = (await db.execute(sql`select count(*)::int as existing from quiz_user_attempts where user_id like 'load-%'`))
    .rows as [{ existing: number }];
  for (let done = existing; done < attempts; done += BATCH) {
    const size = Math.min(BATCH, attempts - done);
    await db.execute(sql`
      with q as (select array_agg(id order by id) as ids, count(*)::int as n from quiz_questions)
      insert into quiz_user_attempts (user_id, question_id, selected_answers, is_correct, created_at)
      select 'load-' || (1 + (g % ${users})), q.ids[1 + floor(random() * q.n)::int], '{}'::text[], random() < 0.7,
             now() - random() * interval '90 days'
      from generate_series(1, ${size}::int) g, q`);
    step(`attempts ${done + size}`);
  }

  // spaced repetition: a review card for every question a load user answered, due from ten days ago
  // to twenty days ahead, so "Wiederholen" finds due questions and cards that are not due yet
  await db.execute(sql`
    insert into quiz_review_cards (user_id, question_id, state, due, stability, difficulty, elapsed_days,
      scheduled_days, learning_steps, reps, lapses, last_review)
    select a.user_id, a.question_id, 2, now() + (random() * 30 - 10) * interval '1 day', 5 + random() * 20,
           3 + random() * 5, 3, 10, 0, count(*)::int, 0, max(a.created_at)
    from quiz_user_attempts a where a.user_id like 'load-%'
    group by a.user_id, a.question_id
    on conflict (user_id, question_id) do nothing`);
  step('review cards');

  // sessions for npm run bench: the bench signs these tokens with the auth secret; the table keeps their hashes
  await db.execute(sql`
    insert into session (id, token, user_id, expires_at, created_at, updated_at)
    select 'load-session-' || i, ${hashSessionTokenSql(sql`'load-session-' || i`)}, 'load-' || i, now() + interval '30 days', now(), now()
    from generate_series(1, ${Math.min(BENCH_SESSIONS + BENCH_ROUND_SESSIONS, users)}::int) i
    on conflict (id) do update set expires_at = excluded.expires_at`);
  // the bench answers quiz questions as these learners: the quiz is the page 'courses' (default: denied)
  await db.execute(sql`
    insert into user_permissions (user_id, page, allowed)
    select 'load-' || i, 'courses', true
    from generate_series(1, ${Math.min(BENCH_SESSIONS + BENCH_ROUND_SESSIONS, users)}::int) i
    on conflict (user_id, page) do update set allowed = true where not user_permissions.allowed`);
  // the bench imports a CSV file as this admin (admin status is profiles.role)
  await db.transaction(async (tx) => {
    const email = `${LOAD_ADMIN_ID}@example.org`;
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values (${LOAD_ADMIN_ID}, ${LOAD_ADMIN_ID}, ${email}, true, now(), now())
      on conflict (id) do nothing`);
    await tx.execute(sql`
      insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
      values ('load-admin-account', ${LOAD_ADMIN_ID}, 'credential', ${LOAD_ADMIN_ID}, ${passwordHash}, now(), now())
      on conflict do nothing`);
    await provisionUser(tx, { userId: LOAD_ADMIN_ID, email, role: 'admin' });
    await tx.execute(sql`update profiles set role = 'admin' where id = ${LOAD_ADMIN_ID} and role <> 'admin'`);
    await tx.execute(sql`
      insert into session (id, token, user_id, expires_at, created_at, updated_at)
      values (${LOAD_ADMIN_SESSION}, ${hashSessionToken(LOAD_ADMIN_SESSION)}, ${LOAD_ADMIN_ID}, now() + interval '30 days', now(), now())
      on conflict (id) do update set expires_at = excluded.expires_at`);
  });
  // what autovacuum does in production: statistics and the visibility map for index-only scans
  await db.execute(sql`vacuum analyze`);
  step(`done: ${users} users, ${Math.max(existing, attempts)} attempts`);
});
