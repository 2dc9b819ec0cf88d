CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date NOT NULL,
	"state" text DEFAULT 'initial' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "shift_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"modified_by" integer,
	"modified_on" timestamp with time zone NOT NULL,
	"new_assignee_id" integer,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"assignee_id" integer NOT NULL,
	"new_assignee_id" integer,
	"origin_shift_id" integer,
	"type_id" integer NOT NULL,
	"date" date NOT NULL,
	"payroll_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"flags" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"internal_comments" text DEFAULT '' NOT NULL,
	"obligatory" boolean DEFAULT false NOT NULL,
	"overtime" boolean DEFAULT false NOT NULL,
	"sitter" boolean DEFAULT false NOT NULL,
	"on_call" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"giveaway" boolean DEFAULT false NOT NULL,
	"swapped" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"open_shift_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "event_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"modified_by" integer,
	"modified_on" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"assignee_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"dates" date[] NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"flags" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"start_time" time,
	"end_time" time,
	"state" text DEFAULT 'approved' NOT NULL,
	"approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date NOT NULL,
	"state" text NOT NULL,
	"shifts" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_history" ADD CONSTRAINT "shift_history_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_history" ADD CONSTRAINT "shift_history_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_new_assignee_id_users_id_fk" FOREIGN KEY ("new_assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_type_id_shift_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."shift_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_history" ADD CONSTRAINT "event_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_id_event_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_department_start_key" ON "schedules" USING btree ("department_id","start_on");--> statement-breakpoint
CREATE INDEX "schedules_org_state_idx" ON "schedules" USING btree ("org_id","state","start_on");--> statement-breakpoint
CREATE INDEX "shift_history_shift_idx" ON "shift_history" USING btree ("shift_id","id");--> statement-breakpoint
CREATE INDEX "shifts_org_department_date_idx" ON "shifts" USING btree ("org_id","department_id","date");--> statement-breakpoint
CREATE INDEX "shifts_org_assignee_date_idx" ON "shifts" USING btree ("org_id","assignee_id","date");--> statement-breakpoint
CREATE INDEX "shifts_schedule_idx" ON "shifts" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "shifts_origin_idx" ON "shifts" USING btree ("origin_shift_id");--> statement-breakpoint
CREATE INDEX "event_history_event_idx" ON "event_history" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "events_org_department_last_idx" ON "events" USING btree ("org_id","department_id","last_date");--> statement-breakpoint
CREATE INDEX "events_org_assignee_last_idx" ON "events" USING btree ("org_id","assignee_id","last_date");--> statement-breakpoint
CREATE INDEX "snapshots_org_department_idx" ON "snapshots" USING btree ("org_id","department_id","created_on");