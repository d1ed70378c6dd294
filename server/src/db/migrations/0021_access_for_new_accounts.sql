ALTER TYPE "public"."admin_audit_action" ADD VALUE 'access_defaults.update';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'access_defaults.apply';--> statement-breakpoint
CREATE TABLE "new_account_permissions" (
	"page" "page_key" PRIMARY KEY NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "new_account_permissions" ADD CONSTRAINT "new_account_permissions_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;