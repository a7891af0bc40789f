CREATE TABLE "comms_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"thread_id" integer,
	"post_id" integer,
	"file_id" integer,
	"change_id" integer NOT NULL,
	CONSTRAINT "comms_changes_once" UNIQUE NULLS NOT DISTINCT("thread_id","post_id","file_id","change_id"),
	CONSTRAINT "comms_changes_one_item" CHECK (num_nonnulls("comms_changes"."thread_id", "comms_changes"."post_id", "comms_changes"."file_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "comms_receivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"thread_id" integer,
	"email_id" integer,
	"event_id" integer,
	"file_id" integer,
	"group_id" integer,
	"user_id" integer,
	CONSTRAINT "comms_receivers_once" UNIQUE NULLS NOT DISTINCT("thread_id","email_id","event_id","file_id","group_id","user_id"),
	CONSTRAINT "comms_receivers_one_item" CHECK (num_nonnulls("comms_receivers"."thread_id", "comms_receivers"."email_id", "comms_receivers"."event_id", "comms_receivers"."file_id") = 1),
	CONSTRAINT "comms_receivers_one_receiver" CHECK (num_nonnulls("comms_receivers"."group_id", "comms_receivers"."user_id") = 1),
	CONSTRAINT "comms_receivers_file_groups" CHECK ("comms_receivers"."file_id" IS NULL OR "comms_receivers"."group_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "comms_changes" ADD CONSTRAINT "comms_changes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_changes" ADD CONSTRAINT "comms_changes_thread_id_comms_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."comms_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_changes" ADD CONSTRAINT "comms_changes_post_id_comms_yammer_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."comms_yammer_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_changes" ADD CONSTRAINT "comms_changes_file_id_comms_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."comms_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_changes" ADD CONSTRAINT "comms_changes_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_receivers" ADD CONSTRAINT "comms_receivers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_receivers" ADD CONSTRAINT "comms_receivers_thread_id_comms_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."comms_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_receivers" ADD CONSTRAINT "comms_receivers_email_id_comms_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."comms_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_receivers" ADD CONSTRAINT "comms_receivers_event_id_comms_outlook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."comms_outlook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_receivers" ADD CONSTRAINT "comms_receivers_file_id_comms_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."comms_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_receivers" ADD CONSTRAINT "comms_receivers_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_receivers" ADD CONSTRAINT "comms_receivers_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comms_changes_thread_idx" ON "comms_changes" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "comms_changes_post_idx" ON "comms_changes" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "comms_changes_file_idx" ON "comms_changes" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "comms_changes_change_idx" ON "comms_changes" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "comms_receivers_thread_idx" ON "comms_receivers" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "comms_receivers_email_idx" ON "comms_receivers" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "comms_receivers_event_idx" ON "comms_receivers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "comms_receivers_file_idx" ON "comms_receivers" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "comms_receivers_group_idx" ON "comms_receivers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "comms_receivers_user_idx" ON "comms_receivers" USING btree ("user_id");