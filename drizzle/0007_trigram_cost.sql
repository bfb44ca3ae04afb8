-- Word similarity costs about a hundred times a plain comparison. Telling the planner so keeps
-- it from checking a search row by row along a long index walk when the trigram index would
-- find the matches directly. Left as it is where the database user does not own the extension.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 100;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm word similarity cost left unchanged: %', SQLERRM;
END $$;
