DROP INDEX "dictionary_tenant_idx";--> statement-breakpoint
CREATE INDEX "dictionary_tenant_type_code_idx" ON "dictionary" USING btree ("tenant_code","type","code");