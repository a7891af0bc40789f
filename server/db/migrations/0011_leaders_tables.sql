CREATE TABLE "activation_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"impacted_group_id" integer,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"channel" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"acted_at" timestamp with time zone,
	CONSTRAINT "activation_deliveries_item_user_key" UNIQUE("item_kind","item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "key_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"impacted_group_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leader_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"kind" text NOT NULL,
	"cycle_id" integer NOT NULL,
	"impacted_group_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"due_date" date,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nudges" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"impacted_group_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"button_name" text DEFAULT '' NOT NULL,
	"button_link" text DEFAULT '' NOT NULL,
	"alert_date_time" timestamp with time zone NOT NULL,
	"channel" text DEFAULT 'BOTH' NOT NULL,
	"recipients" text DEFAULT 'EMPLOYEES' NOT NULL,
	"image_key" text,
	"image_name" text,
	"image_content_type" text,
	"sent_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activation_cycle_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"impacted_group_id" integer NOT NULL,
	CONSTRAINT "activation_cycle_groups_cycle_group_key" UNIQUE("cycle_id","impacted_group_id")
);
--> statement-breakpoint
CREATE TABLE "activation_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"copied_from_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_cycles_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "new_way_of_working_observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"new_way_of_working_id" integer NOT NULL,
	"impacted_group_id" integer NOT NULL,
	"observer_id" integer NOT NULL,
	"consistency" smallint NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nwow_observations_behaviour_group_observer_key" UNIQUE("new_way_of_working_id","impacted_group_id","observer_id")
);
--> statement-breakpoint
CREATE TABLE "new_ways_of_working" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_ways_of_working_org_id_key" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "activation_deliveries" ADD CONSTRAINT "activation_deliveries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_deliveries" ADD CONSTRAINT "activation_deliveries_cycle_id_activation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."activation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_deliveries" ADD CONSTRAINT "activation_deliveries_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_deliveries" ADD CONSTRAINT "activation_deliveries_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_messages" ADD CONSTRAINT "key_messages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_messages" ADD CONSTRAINT "key_messages_cycle_id_activation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."activation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_messages" ADD CONSTRAINT "key_messages_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_messages" ADD CONSTRAINT "key_messages_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_items" ADD CONSTRAINT "leader_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_items" ADD CONSTRAINT "leader_items_cycle_id_activation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."activation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_items" ADD CONSTRAINT "leader_items_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_items" ADD CONSTRAINT "leader_items_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leader_items" ADD CONSTRAINT "leader_items_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_cycle_id_activation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."activation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_cycle_groups" ADD CONSTRAINT "activation_cycle_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_cycle_groups" ADD CONSTRAINT "activation_cycle_groups_cycle_id_activation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."activation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_cycle_groups" ADD CONSTRAINT "activation_cycle_groups_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_cycles" ADD CONSTRAINT "activation_cycles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_cycles" ADD CONSTRAINT "activation_cycles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_cycles" ADD CONSTRAINT "activation_cycles_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_way_of_working_observations" ADD CONSTRAINT "new_way_of_working_observations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_way_of_working_observations" ADD CONSTRAINT "new_way_of_working_observations_new_way_of_working_id_new_ways_of_working_id_fk" FOREIGN KEY ("new_way_of_working_id") REFERENCES "public"."new_ways_of_working"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_way_of_working_observations" ADD CONSTRAINT "new_way_of_working_observations_impacted_group_id_project_groups_id_fk" FOREIGN KEY ("impacted_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_way_of_working_observations" ADD CONSTRAINT "new_way_of_working_observations_observer_id_user_profiles_id_fk" FOREIGN KEY ("observer_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_ways_of_working" ADD CONSTRAINT "new_ways_of_working_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_ways_of_working" ADD CONSTRAINT "new_ways_of_working_cycle_id_activation_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."activation_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_ways_of_working" ADD CONSTRAINT "new_ways_of_working_created_by_id_user_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_deliveries_cycle_idx" ON "activation_deliveries" USING btree ("cycle_id","item_kind");--> statement-breakpoint
CREATE INDEX "key_messages_cycle_idx" ON "key_messages" USING btree ("cycle_id","position");--> statement-breakpoint
CREATE INDEX "leader_items_cycle_idx" ON "leader_items" USING btree ("cycle_id","kind","due_date");--> statement-breakpoint
CREATE INDEX "leader_items_group_idx" ON "leader_items" USING btree ("impacted_group_id");--> statement-breakpoint
CREATE INDEX "leader_items_owner_idx" ON "leader_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "nudges_item_idx" ON "nudges" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "nudges_cycle_idx" ON "nudges" USING btree ("cycle_id");--> statement-breakpoint
CREATE INDEX "nudges_due_idx" ON "nudges" USING btree ("alert_date_time");--> statement-breakpoint
CREATE INDEX "activation_cycle_groups_group_idx" ON "activation_cycle_groups" USING btree ("impacted_group_id");--> statement-breakpoint
CREATE INDEX "activation_cycles_project_idx" ON "activation_cycles" USING btree ("project_id","start_date");--> statement-breakpoint
CREATE INDEX "new_ways_of_working_cycle_idx" ON "new_ways_of_working" USING btree ("cycle_id","position");