CREATE TABLE "profile_document_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"effective_on" date,
	"issued_on" date,
	"expire_on" timestamp with time zone,
	"comments" text DEFAULT '' NOT NULL,
	"file_name" text,
	"verified" boolean DEFAULT false NOT NULL,
	"verifier_name" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
CREATE TABLE "profile_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"effective_on" date,
	"issued_on" date,
	"expire_on" timestamp with time zone,
	"comments" text DEFAULT '' NOT NULL,
	"file_name" text,
	"verified" boolean DEFAULT false NOT NULL,
	"verifier_name" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_on" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer
);
--> statement-breakpoint
ALTER TABLE "profile_document_history" ADD CONSTRAINT "profile_document_history_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_document_history" ADD CONSTRAINT "profile_document_history_document_id_profile_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."profile_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_documents" ADD CONSTRAINT "profile_documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_documents" ADD CONSTRAINT "profile_documents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_document_history_document_idx" ON "profile_document_history" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "profile_document_history_file_idx" ON "profile_document_history" USING btree ("org_id","file_name") WHERE "profile_document_history"."file_name" is not null;--> statement-breakpoint
CREATE INDEX "profile_documents_profile_idx" ON "profile_documents" USING btree ("profile_id","type");