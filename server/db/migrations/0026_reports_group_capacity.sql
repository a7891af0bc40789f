CREATE TABLE "group_capacity_thresholds" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"group_id" integer NOT NULL,
	"medium" numeric(8, 2) NOT NULL,
	"high" numeric(8, 2) NOT NULL,
	"very_high" numeric(8, 2) NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_capacity_thresholds_group_key" UNIQUE("group_id")
);
--> statement-breakpoint
ALTER TABLE "group_capacity_thresholds" ADD CONSTRAINT "group_capacity_thresholds_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_capacity_thresholds" ADD CONSTRAINT "group_capacity_thresholds_group_id_global_impacted_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."global_impacted_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_capacity_thresholds" ADD CONSTRAINT "group_capacity_thresholds_updated_by_id_user_profiles_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;