CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"family" text NOT NULL,
	"engagement_type_id" integer,
	"training_type_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date_mode" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" text,
	"repeat" text DEFAULT 'Don''t Repeat' NOT NULL,
	"repeat_until" date,
	"reminder" text DEFAULT 'NONE' NOT NULL,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"owner_id" integer,
	"hours_per_person" numeric(6, 2) DEFAULT 0 NOT NULL,
	"show_in_teams" boolean DEFAULT true NOT NULL,
	"readiness_assessment_id" integer,
	"plan_kind" text,
	"planner_reason" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_type_matches_family" CHECK (("activities"."family" = 'ENGAGEMENT' AND "activities"."engagement_type_id" IS NOT NULL AND "activities"."training_type_id" IS NULL)
        OR ("activities"."family" = 'TRAINING' AND "activities"."training_type_id" IS NOT NULL AND "activities"."engagement_type_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "activity_changes" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"activity_id" integer NOT NULL,
	"change_id" integer NOT NULL,
	CONSTRAINT "activity_changes_activity_id_change_id_pk" PRIMARY KEY("activity_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "activity_impacted_groups" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"activity_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "activity_impacted_groups_activity_id_group_id_pk" PRIMARY KEY("activity_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "activity_occurrences" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"activity_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"hours_per_person" numeric(6, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_occurrences_activity_id_starts_on_pk" PRIMARY KEY("activity_id","starts_on")
);
--> statement-breakpoint
CREATE TABLE "engagement_activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_hours" numeric(6, 2) DEFAULT 0 NOT NULL,
	"predefined" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_hours" numeric(6, 2) DEFAULT 0 NOT NULL,
	"single_date_only" boolean DEFAULT false NOT NULL,
	"predefined" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_defined_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"family" text NOT NULL,
	"activation_cycle_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"hours_per_person" numeric(6, 2) DEFAULT 0 NOT NULL,
	"in_teams" boolean DEFAULT true NOT NULL,
	"owner_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_engagement_type_id_engagement_activity_types_id_fk" FOREIGN KEY ("engagement_type_id") REFERENCES "public"."engagement_activity_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_training_type_id_training_activity_types_id_fk" FOREIGN KEY ("training_type_id") REFERENCES "public"."training_activity_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_changes" ADD CONSTRAINT "activity_changes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_changes" ADD CONSTRAINT "activity_changes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_changes" ADD CONSTRAINT "activity_changes_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_impacted_groups" ADD CONSTRAINT "activity_impacted_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_impacted_groups" ADD CONSTRAINT "activity_impacted_groups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_impacted_groups" ADD CONSTRAINT "activity_impacted_groups_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_occurrences" ADD CONSTRAINT "activity_occurrences_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_occurrences" ADD CONSTRAINT "activity_occurrences_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_activity_types" ADD CONSTRAINT "engagement_activity_types_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_activity_types" ADD CONSTRAINT "training_activity_types_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defined_activities" ADD CONSTRAINT "user_defined_activities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defined_activities" ADD CONSTRAINT "user_defined_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defined_activities" ADD CONSTRAINT "user_defined_activities_activation_cycle_id_activation_cycles_id_fk" FOREIGN KEY ("activation_cycle_id") REFERENCES "public"."activation_cycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defined_activities" ADD CONSTRAINT "user_defined_activities_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defined_activities" ADD CONSTRAINT "user_defined_activities_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_project_idx" ON "activities" USING btree ("project_id","family");--> statement-breakpoint
CREATE INDEX "activities_org_start_idx" ON "activities" USING btree ("organisation_id","start_date");--> statement-breakpoint
CREATE INDEX "activities_owner_idx" ON "activities" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "activity_changes_change_idx" ON "activity_changes" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "activity_impacted_groups_group_idx" ON "activity_impacted_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "activity_occurrences_org_start_idx" ON "activity_occurrences" USING btree ("organisation_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_activity_types_org_name_key" ON "engagement_activity_types" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "training_activity_types_org_name_key" ON "training_activity_types" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_defined_activities_project_idx" ON "user_defined_activities" USING btree ("project_id","family");--> statement-breakpoint
CREATE INDEX "user_defined_activities_cycle_idx" ON "user_defined_activities" USING btree ("activation_cycle_id");