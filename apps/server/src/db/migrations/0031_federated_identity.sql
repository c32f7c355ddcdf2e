CREATE TABLE "sys_federated_identity" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_federation_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"third_type" text NOT NULL,
	"user_id" text,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oidc_flow" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_federated_identity_subject_uq" ON "sys_federated_identity" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "sys_federated_identity_user_idx" ON "sys_federated_identity" USING btree ("user_id");