CREATE TABLE "gen_table" (
	"id" bigint PRIMARY KEY NOT NULL,
	"table_name" varchar(63) NOT NULL,
	"comment" varchar(255) DEFAULT '' NOT NULL,
	"module" varchar(50) NOT NULL,
	"resource" varchar(50) NOT NULL,
	"area" varchar(50) NOT NULL,
	"label_zh" varchar(50) NOT NULL,
	"label_en" varchar(50) NOT NULL,
	"label_en_plural" varchar(50) NOT NULL,
	"menu_parent" varchar(100) NOT NULL,
	"scope" varchar(10) DEFAULT 'tenant' NOT NULL,
	"tree_parent" varchar(50) DEFAULT '' NOT NULL,
	"columns" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gen_table_tableName_unique" UNIQUE("table_name")
);
--> statement-breakpoint
-- hand-written: the code generator is the platform's (its endpoints answer the platform tenant
-- only), so its menus leave the other tenants; its buttons are the codes the contract declares
-- (generator:table:view | add | edit | delete | generate). The seed makes the same for new tenants.
DELETE FROM "menu" WHERE "code" IN ('generator:table:export', 'generator:table:import');--> statement-breakpoint
DELETE FROM "menu" b USING "menu" m
WHERE b."parent_id" = m."id" AND m."path" = '/developer/generator' AND m."tenant_code" <> '0000';--> statement-breakpoint
DELETE FROM "menu" WHERE "path" IN ('/developer/generator', '/developer') AND "tenant_code" <> '0000';
