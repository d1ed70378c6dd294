-- Answers are written in batches now (several learners in one statement): the bulk path locks the
-- learners' progress rows in one order.
CREATE OR REPLACE FUNCTION quiz_attempts_added() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- locks the learners' rows first, in the order of their ids: a concurrent answer of the same
  -- learner waits here, and the next statement sees it, so a question answered right twice at once
  -- counts once; two batches of answers with learners in common wait for each other in one order
  -- instead of deadlocking (docs/decisions/067-batched-statements.md)
  PERFORM 1 FROM learner_progress WHERE user_id IN (SELECT ad.user_id FROM added ad) ORDER BY user_id FOR UPDATE;
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
END $$;
