-- The rate limits' counters (src/server/http/rate-limit.ts) are written by every limited write
-- and sign-in attempt. They are worth nothing after a crash (a window lasts minutes at most), so
-- the table skips the write-ahead log: a count costs no log write and its commit waits for no
-- disk flush. After a crash or a fail-over PostgreSQL empties it and counting starts again, as
-- it does when the embedded database's process restarts.
ALTER TABLE "request_limits" SET UNLOGGED;
