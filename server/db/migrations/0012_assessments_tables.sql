CREATE TABLE "readiness_measures" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"measure_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"change_id" integer,
	"owner_id" integer,
	"approver_id" integer,
	"due_date" date,
	"position" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_status_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"measure_id" integer NOT NULL,
	"rag_status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"approval_status" text,
	"approval_comment" text DEFAULT '' NOT NULL,
	"reported_by_id" integer,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_risk_ratings" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"business_risk_id" integer NOT NULL,
	"risk_rating" text NOT NULL,
	"rated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_risk_ratings_assessment_id_business_risk_id_pk" PRIMARY KEY("assessment_id","business_risk_id")
);
--> statement-breakpoint
CREATE TABLE "business_risks" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"category_id" integer,
	"change_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mitigation" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_risk_items" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"change_id" integer NOT NULL,
	"position" integer NOT NULL,
	"rating" text,
	"rationale" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_risk_items_assessment_id_change_id_pk" PRIMARY KEY("assessment_id","change_id")
);
--> statement-breakpoint
CREATE TABLE "risk_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_capabilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"change_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"competency_level" text NOT NULL,
	"training_activity_type" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_capability_groups" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"capability_id" integer NOT NULL,
	"impacted_group_id" integer NOT NULL,
	CONSTRAINT "training_capability_groups_capability_id_impacted_group_id_pk" PRIMARY KEY("capability_id","impacted_group_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"change_id" integer NOT NULL,
	"impacted_group_id" integer NOT NULL,
	"dimension" text DEFAULT 'OVERALL' NOT NULL,
	"before" text,
	"after" text,
	"reason" text NOT NULL,
	"changed_by_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"change_id" integer NOT NULL,
	"impacted_group_id" integer NOT NULL,
	"dimension" text DEFAULT 'OVERALL' NOT NULL,
	"rating" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_ratings_cell_key" UNIQUE("assessment_id","change_id","impacted_group_id","dimension")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'NOT_STARTED' NOT NULL,
	"owner_id" integer,
	"go_live_date" date,
	"started_at" timestamp with time zone,
	"started_by_id" integer,
	"completed_at" timestamp with time zone,
	"completed_by_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_project_kind_key" UNIQUE("project_id","kind")
);
--> statement-breakpoint
CREATE TABLE "impact_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_impacted_groups" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"impact_id" integer NOT NULL,
	"impacted_group_id" integer NOT NULL,
	CONSTRAINT "impact_impacted_groups_impact_id_impacted_group_id_pk" PRIMARY KEY("impact_id","impacted_group_id")
);
--> statement-breakpoint
CREATE TABLE "impacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"change_id" integer NOT NULL,
	"category_id" integer,
	"interaction_kind" text NOT NULL,
	"description" text NOT NULL,
	"rating" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"item_type" text NOT NULL,
	"level" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "rating_descriptions_level_key" UNIQUE("organisation_id","item_type","level")
);
--> statement-breakpoint
ALTER TABLE "readiness_measures" ADD CONSTRAINT "readiness_measures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_measures" ADD CONSTRAINT "readiness_measures_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_measures" ADD CONSTRAINT "readiness_measures_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_measures" ADD CONSTRAINT "readiness_measures_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_measures" ADD CONSTRAINT "readiness_measures_approver_id_user_profiles_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_status_reports" ADD CONSTRAINT "readiness_status_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_status_reports" ADD CONSTRAINT "readiness_status_reports_measure_id_readiness_measures_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."readiness_measures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_status_reports" ADD CONSTRAINT "readiness_status_reports_reported_by_id_user_profiles_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_status_reports" ADD CONSTRAINT "readiness_status_reports_decided_by_id_user_profiles_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risk_ratings" ADD CONSTRAINT "business_risk_ratings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risk_ratings" ADD CONSTRAINT "business_risk_ratings_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risk_ratings" ADD CONSTRAINT "business_risk_ratings_business_risk_id_business_risks_id_fk" FOREIGN KEY ("business_risk_id") REFERENCES "public"."business_risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risk_ratings" ADD CONSTRAINT "business_risk_ratings_rated_by_id_user_profiles_id_fk" FOREIGN KEY ("rated_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risks" ADD CONSTRAINT "business_risks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risks" ADD CONSTRAINT "business_risks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risks" ADD CONSTRAINT "business_risks_category_id_risk_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."risk_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risks" ADD CONSTRAINT "business_risks_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_risks" ADD CONSTRAINT "business_risks_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_risk_items" ADD CONSTRAINT "change_risk_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_risk_items" ADD CONSTRAINT "change_risk_items_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_risk_items" ADD CONSTRAINT "change_risk_items_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_categories" ADD CONSTRAINT "risk_categories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_categories" ADD CONSTRAINT "risk_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_capabilities" ADD CONSTRAINT "training_capabilities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_capabilities" ADD CONSTRAINT "training_capabilities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_capabilities" ADD CONSTRAINT "training_capabilities_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_capability_groups" ADD CONSTRAINT "training_capability_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_capability_groups" ADD CONSTRAINT "training_capability_groups_capability_id_training_capabilities_id_fk" FOREIGN KEY ("capability_id") REFERENCES "public"."training_capabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_capability_groups" ADD CONSTRAINT "training_capability_groups_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_adjustments" ADD CONSTRAINT "assessment_adjustments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_adjustments" ADD CONSTRAINT "assessment_adjustments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_adjustments" ADD CONSTRAINT "assessment_adjustments_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_adjustments" ADD CONSTRAINT "assessment_adjustments_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_adjustments" ADD CONSTRAINT "assessment_adjustments_changed_by_id_user_profiles_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ratings" ADD CONSTRAINT "assessment_ratings_updated_by_id_user_profiles_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_started_by_id_user_profiles_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_completed_by_id_user_profiles_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_categories" ADD CONSTRAINT "impact_categories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_categories" ADD CONSTRAINT "impact_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_impacted_groups" ADD CONSTRAINT "impact_impacted_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_impacted_groups" ADD CONSTRAINT "impact_impacted_groups_impact_id_impacts_id_fk" FOREIGN KEY ("impact_id") REFERENCES "public"."impacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_impacted_groups" ADD CONSTRAINT "impact_impacted_groups_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_change_id_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_category_id_impact_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."impact_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_descriptions" ADD CONSTRAINT "rating_descriptions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "readiness_measures_assessment_idx" ON "readiness_measures" USING btree ("assessment_id","measure_type");--> statement-breakpoint
CREATE INDEX "readiness_status_reports_measure_idx" ON "readiness_status_reports" USING btree ("measure_id","created_at");--> statement-breakpoint
CREATE INDEX "business_risks_project_idx" ON "business_risks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "risk_categories_project_idx" ON "risk_categories" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "training_capabilities_project_idx" ON "training_capabilities" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "training_capability_groups_group_idx" ON "training_capability_groups" USING btree ("impacted_group_id");--> statement-breakpoint
CREATE INDEX "assessment_adjustments_assessment_idx" ON "assessment_adjustments" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "assessment_ratings_group_idx" ON "assessment_ratings" USING btree ("impacted_group_id");--> statement-breakpoint
CREATE INDEX "impact_categories_project_idx" ON "impact_categories" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "impact_impacted_groups_group_idx" ON "impact_impacted_groups" USING btree ("impacted_group_id");--> statement-breakpoint
CREATE INDEX "impacts_project_idx" ON "impacts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "impacts_category_idx" ON "impacts" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_readiness_assessment_id_assessments_id_fk" FOREIGN KEY ("readiness_assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_readiness_id_assessments_id_fk" FOREIGN KEY ("readiness_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;