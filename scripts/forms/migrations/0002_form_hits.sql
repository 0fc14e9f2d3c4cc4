-- The Cloudflare Pages Function's rate limit (scripts/forms/cloudflare-worker.mjs): one row per
-- post let through, keyed by client and form, swept once it is out of the window. A Function has
-- no memory shared between requests; npm start keeps its window in memory and leaves this empty.
CREATE TABLE form_hits (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX form_hits_key_at ON form_hits (key, at);
CREATE INDEX form_hits_at ON form_hits (at);
