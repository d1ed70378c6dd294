-- Content changes that move many learners' counters (a category's or a video's MPU types, a deleted
-- question, video or chapter) lock those learners' progress rows first, in the order of their ids,
-- as the batched answers do (0017). Updated in the join's own order, two such changes at the same
-- time (or one and a batch of answers) could each hold a row the other waits for: PostgreSQL ended
-- one with "deadlock detected".
CREATE OR REPLACE FUNCTION quiz_questions_mask_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.mpu_mask <> n.mpu_mask) THEN RETURN NULL; END IF;
  -- waits for answers in flight (they hold a key-share lock on their question)
  PERFORM 1 FROM quiz_questions q JOIN old_rows o ON o.id = q.id JOIN new_rows n ON n.id = q.id
    WHERE o.mpu_mask <> n.mpu_mask FOR UPDATE OF q;
  PERFORM 1 FROM learner_progress WHERE user_id IN (SELECT qa.user_id FROM quiz_user_attempts qa
      WHERE qa.is_correct AND qa.question_id IN (SELECT o2.id FROM old_rows o2 JOIN new_rows n2 ON n2.id = o2.id WHERE o2.mpu_mask <> n2.mpu_mask))
    ORDER BY user_id FOR UPDATE;
  UPDATE learner_progress lp SET questions_right = counts_add(counts_add(lp.questions_right, d.gone), d.came)
  FROM (SELECT r.user_id, mask_histogram(array_agg(o.mpu_mask::integer), -1) AS gone, mask_histogram(array_agg(n.mpu_mask::integer)) AS came
    FROM (SELECT DISTINCT qa.user_id, qa.question_id FROM quiz_user_attempts qa
      WHERE qa.is_correct AND qa.question_id IN (SELECT o2.id FROM old_rows o2 JOIN new_rows n2 ON n2.id = o2.id WHERE o2.mpu_mask <> n2.mpu_mask)) r
    JOIN old_rows o ON o.id = r.question_id JOIN new_rows n ON n.id = r.question_id
    GROUP BY r.user_id) d
  WHERE lp.user_id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION quiz_question_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM learner_progress WHERE user_id IN (SELECT qa.user_id FROM quiz_user_attempts qa WHERE qa.question_id = OLD.id)
    ORDER BY user_id FOR UPDATE;
  UPDATE learner_progress lp SET attempts = lp.attempts - s.n, wrong_attempts = lp.wrong_attempts - s.wrong,
    questions_right[OLD.mpu_mask + 1] = lp.questions_right[OLD.mpu_mask + 1] - s.answered_right
  FROM (SELECT qa.user_id, count(*)::integer AS n, (count(*) FILTER (WHERE NOT qa.is_correct))::integer AS wrong,
      bool_or(qa.is_correct)::integer AS answered_right
    FROM quiz_user_attempts qa WHERE qa.question_id = OLD.id GROUP BY qa.user_id) s
  WHERE lp.user_id = s.user_id;
  RETURN OLD;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION video_types_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := mpu_mask(OLD.mpu_types);
  now_is integer := mpu_mask(NEW.mpu_types);
BEGIN
  IF was = now_is THEN RETURN NULL; END IF;
  PERFORM 1 FROM videos WHERE id = NEW.id FOR UPDATE;
  PERFORM 1 FROM learner_progress WHERE user_id IN (SELECT vp.user_id FROM video_progress vp WHERE vp.video_id = NEW.id AND vp.completed)
    ORDER BY user_id FOR UPDATE;
  UPDATE learner_progress lp SET videos_completed[was + 1] = lp.videos_completed[was + 1] - 1,
    videos_completed[now_is + 1] = lp.videos_completed[now_is + 1] + 1
  FROM video_progress vp WHERE vp.video_id = NEW.id AND vp.completed AND lp.user_id = vp.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION video_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := mpu_mask(OLD.mpu_types);
BEGIN
  PERFORM 1 FROM learner_progress WHERE user_id IN (SELECT vp.user_id FROM video_progress vp WHERE vp.video_id = OLD.id AND vp.completed)
    ORDER BY user_id FOR UPDATE;
  UPDATE learner_progress lp SET videos_completed[was + 1] = lp.videos_completed[was + 1] - 1
  FROM video_progress vp WHERE vp.video_id = OLD.id AND vp.completed AND lp.user_id = vp.user_id;
  RETURN OLD;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION chapter_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM learner_progress WHERE user_id IN (SELECT up.user_id FROM user_progress up WHERE up.chapter_id = OLD.id AND up.completed)
    ORDER BY user_id FOR UPDATE;
  UPDATE learner_progress lp SET chapters_completed = lp.chapters_completed - 1
  FROM user_progress up WHERE up.chapter_id = OLD.id AND up.completed AND lp.user_id = up.user_id;
  RETURN OLD;
END $$;
