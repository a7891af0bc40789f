ALTER TABLE "user_profiles" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_site_id_reporting_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."reporting_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_profiles_org_site_id_idx" ON "user_profiles" USING btree ("organisation_id","site_id");--> statement-breakpoint
CREATE INDEX "user_profiles_org_department_id_idx" ON "user_profiles" USING btree ("organisation_id","department_id");