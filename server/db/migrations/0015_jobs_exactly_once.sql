CREATE TABLE "job_runs" (
	"organisation_id" integer DEFAULT nullif(current_setting('app.organisation_id', true), '')::integer NOT NULL,
	"job_id" text NOT NULL,
	"job_name" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_organisation_id_job_id_pk" PRIMARY KEY("organisation_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;