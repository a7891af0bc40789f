ALTER TABLE "comms_deliveries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comms_deliveries" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "comms_deliveries" ADD COLUMN "target_name" text;--> statement-breakpoint
ALTER TABLE "comms_deliveries" ADD COLUMN "reach" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "comms_deliveries_item_target_key" ON "comms_deliveries" USING btree ("item_kind","item_id","target_id");--> statement-breakpoint
ALTER TABLE "comms_deliveries" ADD CONSTRAINT "comms_deliveries_one_recipient" CHECK (num_nonnulls("comms_deliveries"."user_id", "comms_deliveries"."target_id") = 1);