ALTER TABLE "project_metrics" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "project_metrics" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
-- A metric that was never reported has no status: it showed "On Track" only because of the old default.
UPDATE project_metrics m SET status = NULL
WHERE NOT EXISTS (SELECT 1 FROM metric_reports r WHERE r.metric_id = m.id);
