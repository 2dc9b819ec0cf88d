CREATE TABLE "document_expiry_notices" (
	"org_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"expire_on" timestamp with time zone NOT NULL,
	"notified_on" timestamp with time zone NOT NULL,
	CONSTRAINT "document_expiry_notices_document_id_expire_on_pk" PRIMARY KEY("document_id","expire_on")
);
--> statement-breakpoint
ALTER TABLE "document_expiry_notices" ADD CONSTRAINT "document_expiry_notices_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_expiry_notices" ADD CONSTRAINT "document_expiry_notices_document_id_profile_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."profile_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_expiry_notices_org_idx" ON "document_expiry_notices" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "profile_documents_license_expiry_idx" ON "profile_documents" USING btree ("expire_on") WHERE "profile_documents"."type" = 'license' and "profile_documents"."expire_on" is not null;