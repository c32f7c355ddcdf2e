ALTER TABLE "sys_depart" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "memo" text;