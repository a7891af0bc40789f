ALTER TABLE "organisations" ADD COLUMN "locale" text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "locale" text;