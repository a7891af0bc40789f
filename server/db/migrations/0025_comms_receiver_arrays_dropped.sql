ALTER TABLE "comms_emails" DROP COLUMN "receiver_group_ids";--> statement-breakpoint
ALTER TABLE "comms_emails" DROP COLUMN "receiver_user_ids";--> statement-breakpoint
ALTER TABLE "comms_files" DROP COLUMN "associated_change_ids";--> statement-breakpoint
ALTER TABLE "comms_files" DROP COLUMN "shared_group_ids";--> statement-breakpoint
ALTER TABLE "comms_outlook_events" DROP COLUMN "receiver_group_ids";--> statement-breakpoint
ALTER TABLE "comms_outlook_events" DROP COLUMN "receiver_user_ids";--> statement-breakpoint
ALTER TABLE "comms_threads" DROP COLUMN "receiver_group_ids";--> statement-breakpoint
ALTER TABLE "comms_threads" DROP COLUMN "receiver_user_ids";--> statement-breakpoint
ALTER TABLE "comms_threads" DROP COLUMN "associated_change_ids";--> statement-breakpoint
ALTER TABLE "comms_yammer_posts" DROP COLUMN "associated_change_ids";