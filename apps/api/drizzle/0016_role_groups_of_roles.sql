DROP TABLE "role_group_permissions" CASCADE;--> statement-breakpoint
ALTER TABLE "role_groups" DROP COLUMN "is_default";