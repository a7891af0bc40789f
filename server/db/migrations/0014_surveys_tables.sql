CREATE TABLE "survey_answers" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"rating" smallint,
	"choices" text[] DEFAULT '{}' NOT NULL,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"question_type" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"behaviour_id" integer,
	CONSTRAINT "survey_questions_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"survey_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"token" text NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_reason" text,
	"opened_at" timestamp with time zone,
	"opened_from" text,
	"completed_at" timestamp with time zone,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_recipients_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"survey_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"group_id" integer,
	"site" text,
	"department" text,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scope" text DEFAULT 'PER_PROJECT' NOT NULL,
	"origin" text DEFAULT 'CUSTOM' NOT NULL,
	"template" text,
	"is_nwow" boolean DEFAULT false NOT NULL,
	"activation_cycle_id" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"series_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_version_id" integer,
	"cycle" integer DEFAULT 0 NOT NULL,
	"channel" text DEFAULT 'EMAIL' NOT NULL,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"audience_kind" text DEFAULT 'PEOPLE' NOT NULL,
	"audience_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"audience_person_ids" integer[] DEFAULT '{}' NOT NULL,
	"audience_persona_ids" integer[] DEFAULT '{}' NOT NULL,
	"reminder_offset" text DEFAULT 'NONE' NOT NULL,
	"repeat" text DEFAULT 'Don''t Repeat' NOT NULL,
	"send_local" timestamp,
	"cycle_send_local" timestamp,
	"sent_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_behaviour_id_new_ways_of_working_id_fk" FOREIGN KEY ("behaviour_id") REFERENCES "public"."new_ways_of_working"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipients" ADD CONSTRAINT "survey_recipients_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipients" ADD CONSTRAINT "survey_recipients_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_recipients" ADD CONSTRAINT "survey_recipients_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_recipient_id_survey_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."survey_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_activation_cycle_id_activation_cycles_id_fk" FOREIGN KEY ("activation_cycle_id") REFERENCES "public"."activation_cycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_key" ON "survey_answers" USING btree ("response_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_recipients_person_key" ON "survey_recipients" USING btree ("survey_id","cycle","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_recipients_token_key" ON "survey_recipients" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_recipient_key" ON "survey_responses" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_idx" ON "survey_responses" USING btree ("survey_id","cycle");--> statement-breakpoint
CREATE INDEX "surveys_project_idx" ON "surveys" USING btree ("organisation_id","project_id");--> statement-breakpoint
CREATE INDEX "surveys_due_idx" ON "surveys" USING btree ("send_local");