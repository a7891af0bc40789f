CREATE TABLE "comms_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"channel" text NOT NULL,
	"token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"acted_at" timestamp with time zone,
	"failed_reason" text,
	"provider_message_id" text
);
--> statement-breakpoint
CREATE TABLE "comms_email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"html_layout_content" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"template_id" integer,
	"subject" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"receiver_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"receiver_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"kind" text NOT NULL,
	"project_id" integer NOT NULL,
	"phase" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tool_type" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_content_type" text,
	"file_size" integer,
	"link" text,
	"planned_date" date,
	"is_draft" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"associated_change_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"shared_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_outlook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"receiver_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"receiver_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"provider_id" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_thread_likes" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comms_thread_likes_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comms_thread_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"thread_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"pin_expiry" timestamp with time zone,
	"send_date" timestamp with time zone,
	"is_drafted" boolean DEFAULT true NOT NULL,
	"sent_at" timestamp with time zone,
	"in_teams" boolean DEFAULT true NOT NULL,
	"on_behalf" boolean DEFAULT false NOT NULL,
	"receiver_group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"receiver_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"associated_change_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"image_key" text,
	"image_name" text,
	"image_content_type" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_yammer_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"communities" jsonb NOT NULL,
	"send_by" timestamp with time zone,
	"is_draft" boolean DEFAULT true NOT NULL,
	"sent_at" timestamp with time zone,
	"associated_change_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_content_type" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comms_deliveries" ADD CONSTRAINT "comms_deliveries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_deliveries" ADD CONSTRAINT "comms_deliveries_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_email_templates" ADD CONSTRAINT "comms_email_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_email_templates" ADD CONSTRAINT "comms_email_templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_email_templates" ADD CONSTRAINT "comms_email_templates_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_emails" ADD CONSTRAINT "comms_emails_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_emails" ADD CONSTRAINT "comms_emails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_emails" ADD CONSTRAINT "comms_emails_template_id_comms_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."comms_email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_emails" ADD CONSTRAINT "comms_emails_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_files" ADD CONSTRAINT "comms_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_files" ADD CONSTRAINT "comms_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_files" ADD CONSTRAINT "comms_files_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_outlook_events" ADD CONSTRAINT "comms_outlook_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_outlook_events" ADD CONSTRAINT "comms_outlook_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_outlook_events" ADD CONSTRAINT "comms_outlook_events_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_thread_likes" ADD CONSTRAINT "comms_thread_likes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_thread_likes" ADD CONSTRAINT "comms_thread_likes_thread_id_comms_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."comms_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_thread_likes" ADD CONSTRAINT "comms_thread_likes_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_thread_messages" ADD CONSTRAINT "comms_thread_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_thread_messages" ADD CONSTRAINT "comms_thread_messages_thread_id_comms_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."comms_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_thread_messages" ADD CONSTRAINT "comms_thread_messages_author_id_user_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_threads" ADD CONSTRAINT "comms_threads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_threads" ADD CONSTRAINT "comms_threads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_threads" ADD CONSTRAINT "comms_threads_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_yammer_posts" ADD CONSTRAINT "comms_yammer_posts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_yammer_posts" ADD CONSTRAINT "comms_yammer_posts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_yammer_posts" ADD CONSTRAINT "comms_yammer_posts_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comms_deliveries_item_user_key" ON "comms_deliveries" USING btree ("item_kind","item_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comms_deliveries_token_key" ON "comms_deliveries" USING btree ("token");--> statement-breakpoint
CREATE INDEX "comms_deliveries_user_idx" ON "comms_deliveries" USING btree ("user_id","item_kind");--> statement-breakpoint
CREATE INDEX "comms_files_project_idx" ON "comms_files" USING btree ("organisation_id","kind","project_id");--> statement-breakpoint
CREATE INDEX "comms_thread_messages_thread_idx" ON "comms_thread_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "comms_threads_org_project_idx" ON "comms_threads" USING btree ("organisation_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "comms_threads_due_idx" ON "comms_threads" USING btree ("send_date") WHERE sent_at IS NULL AND NOT is_drafted;