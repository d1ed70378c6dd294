-- Session and reset tokens are stored as SHA-256 hashes from now on (issue 34): a copy of the
-- database opens no session and resets no password. The tokens stored in clear until now are
-- replaced by their hash, in the form the code computes (base64url without padding: the session
-- lookup and accounts/session-token-storage.ts for session.token, better-auth's storeIdentifier
-- 'hashed' for verification.identifier), so signed-in users stay signed in and a reset link mailed
-- within the last hour still works. sha256() and encode() are built into PostgreSQL 11+ and PGlite.
UPDATE "session" SET "token" = rtrim(translate(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '+/', '-_'), '=');
--> statement-breakpoint
UPDATE "verification" SET "identifier" = rtrim(translate(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '+/', '-_'), '=');
