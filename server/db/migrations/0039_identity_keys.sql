CREATE TABLE "identity_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"material" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_keys_use_check" CHECK ("identity_keys"."use" IN ('signing', 'cookie'))
);
