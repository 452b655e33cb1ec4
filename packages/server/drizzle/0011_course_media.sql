ALTER TABLE "attachment" ALTER COLUMN "content_type" SET DATA TYPE varchar(100);--> statement-breakpoint
-- Course media are stored in the attachment table. EXTERNAL keeps large values uncompressed in
-- TOAST, so substring() reads only the chunks a range request needs (a video can be seeked
-- without reading the whole file). Existing rows keep their storage until rewritten.
ALTER TABLE attachment ALTER COLUMN data SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The public file route answers images only: course media are served by the course media route,
-- which asks who may watch them.
CREATE OR REPLACE FUNCTION attachment_public(p_id bigint, p_name varchar)
RETURNS TABLE (content_type varchar, data bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT a.content_type, a.data FROM attachment a
  WHERE a.id = p_id AND a.name = p_name AND a.content_type LIKE 'image/%'
$$;
