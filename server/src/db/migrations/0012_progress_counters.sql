CREATE TABLE "content_totals" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"videos" integer[] DEFAULT array_fill(0, array[32]) NOT NULL,
	"questions" integer[] DEFAULT array_fill(0, array[32]) NOT NULL,
	"chapters" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_totals_single_row" CHECK ("content_totals"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "learner_progress" (
	"user_id" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"chapters_completed" integer DEFAULT 0 NOT NULL,
	"videos_completed" integer[] DEFAULT array_fill(0, array[32]) NOT NULL,
	"questions_right" integer[] DEFAULT array_fill(0, array[32]) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "mpu_mask" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_progress" ADD CONSTRAINT "learner_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The overview's counters, kept by the database on every write (docs/decisions/060-progress-counters.md).
-- Masks: a bit per MPU reason (alcohol 1, drugs 2, points 4, criminal 8, medizinalcannabis 16); a
-- per-mask array holds the count of mask m at index m + 1.
CREATE FUNCTION mpu_mask(types text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(DISTINCT CASE t WHEN 'alcohol' THEN 1 WHEN 'drugs' THEN 2 WHEN 'points' THEN 4
    WHEN 'criminal' THEN 8 WHEN 'medizinalcannabis' THEN 16 ELSE 0 END), 0)::integer FROM unnest(types) t
$$;--> statement-breakpoint
CREATE FUNCTION mask_histogram(masks integer[], weight integer DEFAULT 1) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(coalesce(c.n, 0) * weight ORDER BY m)::integer[]
  FROM generate_series(0, 31) m
  LEFT JOIN (SELECT x, count(*)::integer AS n FROM unnest(masks) x GROUP BY x) c ON c.x = m
$$;--> statement-breakpoint
CREATE FUNCTION counts_add(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(x + y ORDER BY i)::integer[] FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i)
$$;--> statement-breakpoint
-- Every learner's counters computed from the history itself: the backfill and npm run db:recount.
CREATE FUNCTION progress_counts_from_history()
RETURNS TABLE (user_id text, attempts integer, wrong_attempts integer, chapters_completed integer, videos_completed integer[], questions_right integer[])
LANGUAGE sql STABLE AS $$
  SELECT u.id, coalesce(a.n, 0), coalesce(a.wrong, 0), coalesce(c.n, 0),
    coalesce(v.histogram, array_fill(0, array[32])), coalesce(q.histogram, array_fill(0, array[32]))
  FROM "user" u
  LEFT JOIN (SELECT qa.user_id, count(*)::integer AS n, (count(*) FILTER (WHERE NOT qa.is_correct))::integer AS wrong
    FROM quiz_user_attempts qa GROUP BY qa.user_id) a ON a.user_id = u.id
  LEFT JOIN (SELECT up.user_id, count(*)::integer AS n FROM user_progress up WHERE up.completed GROUP BY up.user_id) c ON c.user_id = u.id
  LEFT JOIN (SELECT vp.user_id, mask_histogram(array_agg(mpu_mask(vi.mpu_types))) AS histogram
    FROM video_progress vp JOIN videos vi ON vi.id = vp.video_id WHERE vp.completed GROUP BY vp.user_id) v ON v.user_id = u.id
  LEFT JOIN (SELECT r.user_id, mask_histogram(array_agg(qq.mpu_mask::integer)) AS histogram
    FROM (SELECT DISTINCT qa.user_id, qa.question_id FROM quiz_user_attempts qa WHERE qa.is_correct) r
    JOIN quiz_questions qq ON qq.id = r.question_id GROUP BY r.user_id) q ON q.user_id = u.id
$$;--> statement-breakpoint
CREATE FUNCTION content_totals_from_content() RETURNS TABLE (videos integer[], questions integer[], chapters integer) LANGUAGE sql STABLE AS $$
  SELECT (SELECT mask_histogram(coalesce(array_agg(mpu_mask(v.mpu_types)), '{}')) FROM videos v),
    (SELECT mask_histogram(coalesce(array_agg(q.mpu_mask::integer), '{}')) FROM quiz_questions q),
    (SELECT count(*)::integer FROM chapters)
$$;--> statement-breakpoint
UPDATE quiz_questions q SET mpu_mask = mpu_mask(c.mpu_types) FROM quiz_categories c WHERE c.id = q.category_id;--> statement-breakpoint
INSERT INTO learner_progress SELECT * FROM progress_counts_from_history();--> statement-breakpoint
INSERT INTO content_totals (id, videos, questions, chapters) SELECT 1, * FROM content_totals_from_content();--> statement-breakpoint

-- Locking rule: a progress write holds a key-share lock on its content row (the foreign-key check
-- takes it for attempts; the progress triggers take it explicitly); a change of the content's types
-- or its deletion holds a stronger lock on that row before it counts, so it waits for progress writes
-- in flight and the next statement, with a fresh snapshot, sees them.

CREATE FUNCTION learner_progress_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO learner_progress (user_id) SELECT id FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_learner_progress AFTER INSERT ON "user" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION learner_progress_create();--> statement-breakpoint

CREATE FUNCTION quiz_attempts_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  one quiz_user_attempts;
BEGIN
  -- the answer route writes one attempt: primary-key updates only
  IF (SELECT count(*) FROM (SELECT 1 FROM added LIMIT 2) two) = 1 THEN
    SELECT * INTO one FROM added;
    -- the row lock comes first, as below
    UPDATE learner_progress SET attempts = attempts + 1, wrong_attempts = wrong_attempts + (NOT one.is_correct)::integer
      WHERE user_id = one.user_id;
    IF one.is_correct AND NOT EXISTS (SELECT 1 FROM quiz_user_attempts o
        WHERE o.user_id = one.user_id AND o.question_id = one.question_id AND o.is_correct AND o.id <> one.id) THEN
      UPDATE learner_progress lp SET questions_right[q.mpu_mask + 1] = lp.questions_right[q.mpu_mask + 1] + 1
        FROM quiz_questions q WHERE q.id = one.question_id AND lp.user_id = one.user_id;
    END IF;
    RETURN NULL;
  END IF;
  -- locks the learners' rows first: a concurrent answer of the same learner waits here, and the
  -- next statement sees it, so a question answered right twice at once counts once
  UPDATE learner_progress lp SET attempts = lp.attempts + a.n, wrong_attempts = lp.wrong_attempts + a.wrong
  FROM (SELECT ad.user_id, count(*)::integer AS n, (count(*) FILTER (WHERE NOT ad.is_correct))::integer AS wrong
    FROM added ad GROUP BY ad.user_id) a
  WHERE lp.user_id = a.user_id;
  UPDATE learner_progress lp SET questions_right = counts_add(lp.questions_right, f.histogram)
  FROM (SELECT p.user_id, mask_histogram(array_agg(q.mpu_mask::integer)) AS histogram
    FROM (SELECT DISTINCT ad.user_id, ad.question_id FROM added ad WHERE ad.is_correct) p
    JOIN quiz_questions q ON q.id = p.question_id
    WHERE NOT EXISTS (SELECT 1 FROM quiz_user_attempts o
      WHERE o.user_id = p.user_id AND o.question_id = p.question_id AND o.is_correct
        AND NOT EXISTS (SELECT 1 FROM added x WHERE x.id = o.id))
    GROUP BY p.user_id) f
  WHERE lp.user_id = f.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_attempts_added AFTER INSERT ON quiz_user_attempts REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_attempts_added();--> statement-breakpoint

CREATE FUNCTION quiz_attempts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- attempts of a question being deleted were counted off by the question's own trigger
  UPDATE learner_progress lp SET attempts = lp.attempts - a.n, wrong_attempts = lp.wrong_attempts - a.wrong
  FROM (SELECT r.user_id, count(*)::integer AS n, (count(*) FILTER (WHERE NOT r.is_correct))::integer AS wrong
    FROM removed r WHERE EXISTS (SELECT 1 FROM quiz_questions q WHERE q.id = r.question_id) GROUP BY r.user_id) a
  WHERE lp.user_id = a.user_id;
  UPDATE learner_progress lp SET questions_right = counts_add(lp.questions_right, f.histogram)
  FROM (SELECT p.user_id, mask_histogram(array_agg(q.mpu_mask::integer), -1) AS histogram
    FROM (SELECT DISTINCT r.user_id, r.question_id FROM removed r WHERE r.is_correct) p
    JOIN quiz_questions q ON q.id = p.question_id
    WHERE NOT EXISTS (SELECT 1 FROM quiz_user_attempts o
      WHERE o.user_id = p.user_id AND o.question_id = p.question_id AND o.is_correct)
    GROUP BY p.user_id) f
  WHERE lp.user_id = f.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_attempts_removed AFTER DELETE ON quiz_user_attempts REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_attempts_removed();--> statement-breakpoint

CREATE FUNCTION quiz_question_mask() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT mpu_mask(c.mpu_types) INTO NEW.mpu_mask FROM quiz_categories c WHERE c.id = NEW.category_id FOR KEY SHARE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_question_mask BEFORE INSERT OR UPDATE OF category_id ON quiz_questions
  FOR EACH ROW EXECUTE FUNCTION quiz_question_mask();--> statement-breakpoint

CREATE FUNCTION quiz_category_types_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF mpu_mask(OLD.mpu_types) = mpu_mask(NEW.mpu_types) THEN RETURN NULL; END IF;
  -- waits for questions being added to this category
  PERFORM 1 FROM quiz_categories WHERE id = NEW.id FOR UPDATE;
  UPDATE quiz_questions SET mpu_mask = mpu_mask(NEW.mpu_types) WHERE category_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_category_types_changed AFTER UPDATE OF mpu_types ON quiz_categories
  FOR EACH ROW EXECUTE FUNCTION quiz_category_types_changed();--> statement-breakpoint

CREATE FUNCTION quiz_questions_mask_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.mpu_mask <> n.mpu_mask) THEN RETURN NULL; END IF;
  -- waits for answers in flight (they hold a key-share lock on their question)
  PERFORM 1 FROM quiz_questions q JOIN old_rows o ON o.id = q.id JOIN new_rows n ON n.id = q.id
    WHERE o.mpu_mask <> n.mpu_mask FOR UPDATE OF q;
  UPDATE learner_progress lp SET questions_right = counts_add(counts_add(lp.questions_right, d.gone), d.came)
  FROM (SELECT r.user_id, mask_histogram(array_agg(o.mpu_mask::integer), -1) AS gone, mask_histogram(array_agg(n.mpu_mask::integer)) AS came
    FROM (SELECT DISTINCT qa.user_id, qa.question_id FROM quiz_user_attempts qa
      WHERE qa.is_correct AND qa.question_id IN (SELECT o2.id FROM old_rows o2 JOIN new_rows n2 ON n2.id = o2.id WHERE o2.mpu_mask <> n2.mpu_mask)) r
    JOIN old_rows o ON o.id = r.question_id JOIN new_rows n ON n.id = r.question_id
    GROUP BY r.user_id) d
  WHERE lp.user_id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_questions_mask_moved AFTER UPDATE ON quiz_questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_questions_mask_moved();--> statement-breakpoint

-- BEFORE DELETE: the row is locked (so answers in flight have finished) and its attempts are still there
CREATE FUNCTION quiz_question_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE learner_progress lp SET attempts = lp.attempts - s.n, wrong_attempts = lp.wrong_attempts - s.wrong,
    questions_right[OLD.mpu_mask + 1] = lp.questions_right[OLD.mpu_mask + 1] - s.answered_right
  FROM (SELECT qa.user_id, count(*)::integer AS n, (count(*) FILTER (WHERE NOT qa.is_correct))::integer AS wrong,
      bool_or(qa.is_correct)::integer AS answered_right
    FROM quiz_user_attempts qa WHERE qa.question_id = OLD.id GROUP BY qa.user_id) s
  WHERE lp.user_id = s.user_id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER quiz_question_deleting BEFORE DELETE ON quiz_questions
  FOR EACH ROW EXECUTE FUNCTION quiz_question_deleting();--> statement-breakpoint

CREATE FUNCTION video_types_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := mpu_mask(OLD.mpu_types);
  now_is integer := mpu_mask(NEW.mpu_types);
BEGIN
  IF was = now_is THEN RETURN NULL; END IF;
  PERFORM 1 FROM videos WHERE id = NEW.id FOR UPDATE;
  UPDATE learner_progress lp SET videos_completed[was + 1] = lp.videos_completed[was + 1] - 1,
    videos_completed[now_is + 1] = lp.videos_completed[now_is + 1] + 1
  FROM video_progress vp WHERE vp.video_id = NEW.id AND vp.completed AND lp.user_id = vp.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER video_types_changed AFTER UPDATE OF mpu_types ON videos
  FOR EACH ROW EXECUTE FUNCTION video_types_changed();--> statement-breakpoint

CREATE FUNCTION video_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := mpu_mask(OLD.mpu_types);
BEGIN
  UPDATE learner_progress lp SET videos_completed[was + 1] = lp.videos_completed[was + 1] - 1
  FROM video_progress vp WHERE vp.video_id = OLD.id AND vp.completed AND lp.user_id = vp.user_id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER video_deleting BEFORE DELETE ON videos FOR EACH ROW EXECUTE FUNCTION video_deleting();--> statement-breakpoint

CREATE FUNCTION video_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_user text;
  row_video uuid;
  delta integer;
  mask integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_user := OLD.user_id; row_video := OLD.video_id; delta := -OLD.completed::integer;
  ELSIF TG_OP = 'INSERT' THEN
    row_user := NEW.user_id; row_video := NEW.video_id; delta := NEW.completed::integer;
  ELSE
    row_user := NEW.user_id; row_video := NEW.video_id; delta := NEW.completed::integer - OLD.completed::integer;
  END IF;
  IF delta = 0 THEN RETURN NULL; END IF;
  SELECT mpu_mask(v.mpu_types) INTO mask FROM videos v WHERE v.id = row_video FOR KEY SHARE;
  -- the video is being deleted: its own trigger has counted this row off
  IF NOT FOUND THEN RETURN NULL; END IF;
  UPDATE learner_progress SET videos_completed[mask + 1] = videos_completed[mask + 1] + delta WHERE user_id = row_user;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER video_progress_changed AFTER INSERT OR UPDATE OR DELETE ON video_progress
  FOR EACH ROW EXECUTE FUNCTION video_progress_changed();--> statement-breakpoint

CREATE FUNCTION chapter_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE learner_progress lp SET chapters_completed = lp.chapters_completed - 1
  FROM user_progress up WHERE up.chapter_id = OLD.id AND up.completed AND lp.user_id = up.user_id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER chapter_deleting BEFORE DELETE ON chapters FOR EACH ROW EXECUTE FUNCTION chapter_deleting();--> statement-breakpoint

CREATE FUNCTION chapter_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_user text;
  row_chapter uuid;
  delta integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_user := OLD.user_id; row_chapter := OLD.chapter_id; delta := -OLD.completed::integer;
  ELSIF TG_OP = 'INSERT' THEN
    row_user := NEW.user_id; row_chapter := NEW.chapter_id; delta := NEW.completed::integer;
  ELSE
    row_user := NEW.user_id; row_chapter := NEW.chapter_id; delta := NEW.completed::integer - OLD.completed::integer;
  END IF;
  IF delta = 0 THEN RETURN NULL; END IF;
  PERFORM 1 FROM chapters c WHERE c.id = row_chapter FOR KEY SHARE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  UPDATE learner_progress SET chapters_completed = chapters_completed + delta WHERE user_id = row_user;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER chapter_progress_changed AFTER INSERT OR UPDATE OR DELETE ON user_progress
  FOR EACH ROW EXECUTE FUNCTION chapter_progress_changed();--> statement-breakpoint

-- The totals are recounted (content is small); the row lock comes first so the count sees every
-- content write committed before it.
CREATE FUNCTION content_totals_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM content_totals WHERE id = 1 FOR UPDATE;
  IF TG_TABLE_NAME = 'videos' THEN
    UPDATE content_totals SET videos = (SELECT mask_histogram(coalesce(array_agg(mpu_mask(v.mpu_types)), '{}')) FROM videos v) WHERE id = 1;
  ELSIF TG_TABLE_NAME = 'quiz_questions' THEN
    UPDATE content_totals SET questions = (SELECT mask_histogram(coalesce(array_agg(q.mpu_mask::integer), '{}')) FROM quiz_questions q) WHERE id = 1;
  ELSE
    UPDATE content_totals SET chapters = (SELECT count(*)::integer FROM chapters) WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER videos_totals AFTER INSERT OR DELETE OR UPDATE OF mpu_types ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION content_totals_refresh();--> statement-breakpoint
CREATE TRIGGER quiz_questions_totals AFTER INSERT OR DELETE OR UPDATE OF category_id, mpu_mask ON quiz_questions
  FOR EACH STATEMENT EXECUTE FUNCTION content_totals_refresh();--> statement-breakpoint
CREATE TRIGGER chapters_totals AFTER INSERT OR DELETE ON chapters
  FOR EACH STATEMENT EXECUTE FUNCTION content_totals_refresh();
