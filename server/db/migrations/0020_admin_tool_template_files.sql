ALTER TABLE "custom_tool_templates" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_tool_templates" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "custom_tool_templates" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "custom_tool_templates" ADD COLUMN "file_content_type" text;--> statement-breakpoint
ALTER TABLE "custom_tool_templates" ADD CONSTRAINT "custom_tool_templates_link_or_file" CHECK (("custom_tool_templates"."url" IS NULL) <> ("custom_tool_templates"."file_key" IS NULL));