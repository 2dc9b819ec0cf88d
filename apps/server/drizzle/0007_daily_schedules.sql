CREATE TABLE "census_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"daily_schedule_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time" time,
	"day_offset" integer DEFAULT 0 NOT NULL,
	"acuity1" integer DEFAULT 0 NOT NULL,
	"acuity2" integer DEFAULT 0 NOT NULL,
	"acuity3" integer DEFAULT 0 NOT NULL,
	"acuity4" integer DEFAULT 0 NOT NULL,
	"acuity5" integer DEFAULT 0 NOT NULL,
	"acuity_staff" double precision,
	"census_by_specialty" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_staff" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"staff_count" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "daily_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"date" date NOT NULL,
	"department_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"memos" text DEFAULT '' NOT NULL,
	"shared_by_id" integer,
	"shared_on" timestamp with time zone,
	"finalized_by_id" integer,
	"finalized_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
ALTER TABLE "census_rows" ADD CONSTRAINT "census_rows_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "census_rows" ADD CONSTRAINT "census_rows_daily_schedule_id_daily_schedules_id_fk" FOREIGN KEY ("daily_schedule_id") REFERENCES "public"."daily_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_schedules" ADD CONSTRAINT "daily_schedules_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_schedules" ADD CONSTRAINT "daily_schedules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_schedules" ADD CONSTRAINT "daily_schedules_type_id_daily_schedule_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."daily_schedule_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "census_rows_daily_schedule_idx" ON "census_rows" USING btree ("daily_schedule_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_schedules_department_type_date_key" ON "daily_schedules" USING btree ("department_id","type_id","date");--> statement-breakpoint
CREATE INDEX "daily_schedules_org_department_date_idx" ON "daily_schedules" USING btree ("org_id","department_id","date");