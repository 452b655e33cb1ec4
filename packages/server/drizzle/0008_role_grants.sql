-- Permissions come from role grants (role_permission), no longer from the codes of a role's menus.
-- Existing roles keep what they could do: the codes of their enabled menus become grants, and
-- every SUPER_ADMIN role is granted the wildcard (all codes of its tenant's scope).
INSERT INTO "role_permission" ("tenant_code", "role_id", "code")
SELECT DISTINCT rm."tenant_code", rm."role_id", m."code"
FROM "role_menu" rm
JOIN "menu" m ON m."id" = rm."menu_id" AND m."tenant_code" = rm."tenant_code"
WHERE m."code" IS NOT NULL AND m."code" <> '' AND m."state"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permission" ("tenant_code", "role_id", "code")
SELECT r."tenant_code", r."id", '*' FROM "role" r WHERE r."code" = 'SUPER_ADMIN'
ON CONFLICT DO NOTHING;
