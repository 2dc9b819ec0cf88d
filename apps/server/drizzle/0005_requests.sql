CREATE TABLE "request_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"approved" boolean,
	"reviewer_id" integer,
	"state" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "shift_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"request_type" text NOT NULL,
	"state" text NOT NULL,
	"department_id" integer NOT NULL,
	"schedule_id" integer,
	"assignee_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"shift" jsonb NOT NULL,
	"new_assignee_id" integer,
	"date" date NOT NULL,
	"first_date" date NOT NULL,
	"splits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"state" text NOT NULL,
	"department_id" integer NOT NULL,
	"schedule_id" integer,
	"source_user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"source_shift_id" integer NOT NULL,
	"target_shift_id" integer NOT NULL,
	"source_shift" jsonb NOT NULL,
	"target_shift" jsonb NOT NULL,
	"first_date" date NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_approvals" ADD CONSTRAINT "request_approvals_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_new_assignee_id_users_id_fk" FOREIGN KEY ("new_assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_approvals_object_idx" ON "request_approvals" USING btree ("org_id","content_type","object_id","id");--> statement-breakpoint
CREATE INDEX "request_approvals_reviewer_idx" ON "request_approvals" USING btree ("org_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "shift_requests_org_department_state_idx" ON "shift_requests" USING btree ("org_id","department_id","state");--> statement-breakpoint
CREATE INDEX "shift_requests_org_state_first_date_idx" ON "shift_requests" USING btree ("org_id","state","first_date");--> statement-breakpoint
CREATE INDEX "shift_requests_shift_idx" ON "shift_requests" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "swaps_org_department_state_idx" ON "swaps" USING btree ("org_id","department_id","state");--> statement-breakpoint
CREATE INDEX "swaps_org_state_first_date_idx" ON "swaps" USING btree ("org_id","state","first_date");--> statement-breakpoint
CREATE INDEX "swaps_source_shift_idx" ON "swaps" USING btree ("source_shift_id");--> statement-breakpoint
CREATE INDEX "swaps_target_shift_idx" ON "swaps" USING btree ("target_shift_id");