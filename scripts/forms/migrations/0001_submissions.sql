-- The forms' submissions: one row per accepted post, fields as JSON text. Shared by npm start's
-- SQLite file (scripts/forms/store.mjs) and Cloudflare D1 (`wrangler d1 migrations apply`).
-- Never edit a migration that has shipped: add the next file.
-- Webhook columns (npm start only): `delivery` is NULL when no webhook was configured when the row
-- was stored, 'pending' until the webhook answered 2xx, then 'delivered'.
CREATE TABLE submissions (
  id INTEGER PRIMARY KEY,
  form TEXT NOT NULL,
  created_at TEXT NOT NULL,
  page TEXT,
  fields TEXT NOT NULL,
  delivery TEXT CHECK (delivery IN ('pending', 'delivered')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error TEXT,
  delivered_at TEXT
);
CREATE INDEX submissions_form_created ON submissions (form, created_at);
CREATE INDEX submissions_pending ON submissions (next_attempt_at) WHERE delivery = 'pending';
