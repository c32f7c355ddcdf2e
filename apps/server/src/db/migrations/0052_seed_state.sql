CREATE TABLE "sys_seed_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
