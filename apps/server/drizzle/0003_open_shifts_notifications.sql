CREATE TABLE "notification_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"delivered_on" timestamp with time zone,
	"last_read_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"originator_id" integer,
	"is_system" boolean DEFAULT false NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"message_key" text NOT NULL,
	"message_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_type" text NOT NULL,
	"associated_content_type" text,
	"associated_object_id" integer
);
--> statement-breakpoint
CREATE TABLE "open_shift_participants" (
	"open_shift_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bid_on" timestamp with time zone,
	"assigned_on" timestamp with time zone,
	"shift_id" integer,
	CONSTRAINT "open_shift_participants_open_shift_id_user_id_pk" PRIMARY KEY("open_shift_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "open_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"date" date NOT NULL,
	"payroll_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"flags" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"eligible_departments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"eligible_job_status" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"opening" integer NOT NULL,
	"fcfs" boolean DEFAULT false NOT NULL,
	"on_call" boolean DEFAULT false NOT NULL,
	"sitter" boolean DEFAULT false NOT NULL,
	"self_schedule_only" boolean DEFAULT false NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"external_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bidding_ends_on" timestamp with time zone NOT NULL,
	"bidding_closed" boolean DEFAULT false NOT NULL,
	"bidding_ended" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
ALTER TABLE "notification_receipts" ADD CONSTRAINT "notification_receipts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_receipts" ADD CONSTRAINT "notification_receipts_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_receipts" ADD CONSTRAINT "notification_receipts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_originator_id_users_id_fk" FOREIGN KEY ("originator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_participants" ADD CONSTRAINT "open_shift_participants_open_shift_id_open_shifts_id_fk" FOREIGN KEY ("open_shift_id") REFERENCES "public"."open_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_participants" ADD CONSTRAINT "open_shift_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_participants" ADD CONSTRAINT "open_shift_participants_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shifts" ADD CONSTRAINT "open_shifts_type_id_shift_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."shift_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_receipts_recipient_idx" ON "notification_receipts" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE INDEX "notification_receipts_notification_idx" ON "notification_receipts" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "notifications_source_idx" ON "notifications" USING btree ("org_id","associated_content_type","associated_object_id");--> statement-breakpoint
CREATE INDEX "open_shift_participants_user_idx" ON "open_shift_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "open_shift_participants_shift_idx" ON "open_shift_participants" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "open_shifts_org_department_date_idx" ON "open_shifts" USING btree ("org_id","department_id","date");--> statement-breakpoint
CREATE INDEX "open_shifts_pending_ends_idx" ON "open_shifts" USING btree ("bidding_ends_on") WHERE not bidding_closed and not bidding_ended;