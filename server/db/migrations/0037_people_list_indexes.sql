DROP INDEX "user_profiles_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "user_profiles_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "user_profiles_email_prefix_idx";--> statement-breakpoint
DROP INDEX "user_profiles_org_name_idx";--> statement-breakpoint
DROP INDEX "user_profiles_org_site_idx";--> statement-breakpoint
DROP INDEX "user_profiles_org_department_idx";--> statement-breakpoint
CREATE INDEX "user_profiles_org_active_idx" ON "user_profiles" USING btree ("organisation_id","is_active");--> statement-breakpoint
CREATE INDEX "user_profiles_org_email_sort_idx" ON "user_profiles" USING btree ("organisation_id","email","id","is_active");--> statement-breakpoint
CREATE INDEX "user_profiles_org_created_idx" ON "user_profiles" USING btree ("organisation_id","created_at","id","is_active");--> statement-breakpoint
CREATE INDEX "user_profiles_org_role_idx" ON "user_profiles" USING btree ("organisation_id","role","last_name","first_name","id","is_active");--> statement-breakpoint
CREATE INDEX "user_profiles_org_persona_idx" ON "user_profiles" USING btree ("organisation_id","persona","last_name","first_name","id","is_active");--> statement-breakpoint
CREATE INDEX "user_profiles_org_function_idx" ON "user_profiles" USING btree ("organisation_id","function","last_name","first_name","id","is_active");--> statement-breakpoint
CREATE INDEX "user_profiles_first_name_prefix_idx" ON "user_profiles" USING btree ("organisation_id",("search_first_name" COLLATE "C"),"search_first_name","is_active","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "user_profiles_last_name_prefix_idx" ON "user_profiles" USING btree ("organisation_id",("search_last_name" COLLATE "C"),"search_last_name","is_active","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "user_profiles_email_prefix_idx" ON "user_profiles" USING btree ("organisation_id",("search_email" COLLATE "C"),"search_email","is_active","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "user_profiles_org_name_idx" ON "user_profiles" USING btree ("organisation_id","last_name","first_name","id","is_active");--> statement-breakpoint
CREATE INDEX "user_profiles_org_site_idx" ON "user_profiles" USING btree ("organisation_id","site","last_name","first_name","id","is_active");--> statement-breakpoint
CREATE INDEX "user_profiles_org_department_idx" ON "user_profiles" USING btree ("organisation_id","department","last_name","first_name","id","is_active");