ALTER TABLE "project_metrics" ADD COLUMN "direction" text DEFAULT 'HIGHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "workflow_guide_steps_completed";