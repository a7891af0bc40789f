CREATE TABLE "local_directory_group_members" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"directory_group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "local_directory_group_members_directory_group_id_user_id_pk" PRIMARY KEY("directory_group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "local_directory_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_impacted_group_editors" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "global_impacted_group_editors_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "global_impacted_group_members" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_impacted_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "global_impacted_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"persona" text,
	"owner_id" integer,
	"directory_group_id" text,
	"directory_group_name" text,
	"last_synced_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_impacted_groups_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "impacted_group_function_departments" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"function_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "impacted_group_function_departments_function_id_department_id_pk" PRIMARY KEY("function_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "impacted_group_functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impacted_group_functions_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "project_contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"contribution_percent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_contributions_group_user_key" UNIQUE("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_group_members" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"group_type" text NOT NULL,
	"group_role" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"teams_access" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"global_impacted_group_id" integer,
	"audience_band" text,
	"directory_group_id" text,
	"directory_group_name" text,
	"last_synced_at" timestamp with time zone,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_groups_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "change_impacted_groups" DROP CONSTRAINT "change_impacted_groups_change_id_impacted_group_id_pk";--> statement-breakpoint
ALTER TABLE "change_impacted_groups" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "change_impacted_groups" ADD COLUMN "impact_level" text DEFAULT 'N/A' NOT NULL;--> statement-breakpoint
ALTER TABLE "change_impacted_groups" ADD COLUMN "deployment_state" text DEFAULT 'NOT_YET_DEPLOYED' NOT NULL;--> statement-breakpoint
ALTER TABLE "change_impacted_groups" ADD COLUMN "hours_per_person" numeric(6, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "change_impacted_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "local_directory_group_members" ADD CONSTRAINT "local_directory_group_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_directory_group_members" ADD CONSTRAINT "local_directory_group_members_directory_group_id_local_directory_groups_id_fk" FOREIGN KEY ("directory_group_id") REFERENCES "public"."local_directory_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_directory_group_members" ADD CONSTRAINT "local_directory_group_members_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_directory_groups" ADD CONSTRAINT "local_directory_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_group_editors" ADD CONSTRAINT "global_impacted_group_editors_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_group_editors" ADD CONSTRAINT "global_impacted_group_editors_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_group_editors" ADD CONSTRAINT "global_impacted_group_editors_group_fk" FOREIGN KEY ("organisation_id","group_id") REFERENCES "public"."global_impacted_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_group_members" ADD CONSTRAINT "global_impacted_group_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_group_members" ADD CONSTRAINT "global_impacted_group_members_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_group_members" ADD CONSTRAINT "global_impacted_group_members_group_fk" FOREIGN KEY ("organisation_id","group_id") REFERENCES "public"."global_impacted_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_groups" ADD CONSTRAINT "global_impacted_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_groups" ADD CONSTRAINT "global_impacted_groups_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_impacted_groups" ADD CONSTRAINT "global_impacted_groups_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacted_group_function_departments" ADD CONSTRAINT "impacted_group_function_departments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacted_group_function_departments" ADD CONSTRAINT "impacted_group_function_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacted_group_function_departments" ADD CONSTRAINT "impacted_group_function_departments_function_fk" FOREIGN KEY ("organisation_id","function_id") REFERENCES "public"."impacted_group_functions"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacted_group_functions" ADD CONSTRAINT "impacted_group_functions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacted_group_functions" ADD CONSTRAINT "impacted_group_functions_group_fk" FOREIGN KEY ("organisation_id","group_id") REFERENCES "public"."global_impacted_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributions" ADD CONSTRAINT "project_contributions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributions" ADD CONSTRAINT "project_contributions_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contributions" ADD CONSTRAINT "project_contributions_group_fk" FOREIGN KEY ("organisation_id","group_id") REFERENCES "public"."project_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_group_members" ADD CONSTRAINT "project_group_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_group_members" ADD CONSTRAINT "project_group_members_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_group_members" ADD CONSTRAINT "project_group_members_group_fk" FOREIGN KEY ("organisation_id","group_id") REFERENCES "public"."project_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_global_group_fk" FOREIGN KEY ("organisation_id","global_impacted_group_id") REFERENCES "public"."global_impacted_groups"("organisation_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_directory_group_members_user_idx" ON "local_directory_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "local_directory_groups_org_name_key" ON "local_directory_groups" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "global_impacted_group_editors_user_idx" ON "global_impacted_group_editors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "global_impacted_group_members_user_idx" ON "global_impacted_group_members" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "global_impacted_groups_org_name_key" ON "global_impacted_groups" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "global_impacted_groups_owner_idx" ON "global_impacted_groups" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "impacted_group_functions_group_name_key" ON "impacted_group_functions" USING btree ("group_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_group_members_user_idx" ON "project_group_members" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "project_groups_project_idx" ON "project_groups" USING btree ("project_id","group_type");--> statement-breakpoint
CREATE INDEX "project_groups_global_idx" ON "project_groups" USING btree ("global_impacted_group_id");--> statement-breakpoint
ALTER TABLE "change_impacted_groups" ADD CONSTRAINT "change_impacted_groups_group_fk" FOREIGN KEY ("organisation_id","impacted_group_id") REFERENCES "public"."project_groups"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_impacted_groups" ADD CONSTRAINT "change_impacted_groups_change_group_key" UNIQUE("change_id","impacted_group_id");