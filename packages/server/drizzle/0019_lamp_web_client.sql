-- The lamp 3.x dialect's default web client (issue 21): an unmodified lamp-web 3.5 build sends
-- Basic lamp_web:lamp_web_secret (its .env VUE_APP_CLIENT_ID / VUE_APP_CLIENT_SECRET). Added once,
-- so a platform that disables or deletes it keeps it that way. The secret is stored as SHA-256.
INSERT INTO "application" ("id", "client_id", "client_secret_hash", "website", "name", "app_type", "describe", "state")
VALUES (2, 'lamp_web', '4f804e4d20d319598aede018f4906ca9f8bd8962933e9c405603ee4ad83e4a2d', NULL,
  'lamp-web 3.5 console', 'PC', 'the lamp 3.x dialect''s default web client', true)
ON CONFLICT ("client_id") DO NOTHING;
