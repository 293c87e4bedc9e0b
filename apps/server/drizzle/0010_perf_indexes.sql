CREATE INDEX "articles_type_ids_idx" ON "articles" USING gin ("type_ids");--> statement-breakpoint
CREATE INDEX "course_sections_article_idx" ON "course_sections" USING btree ("article_id","id");--> statement-breakpoint
CREATE INDEX "course_videos_path_idx" ON "course_videos" USING btree ("path");