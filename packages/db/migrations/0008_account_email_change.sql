ALTER TYPE "public"."account_token_purpose" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "new_email" varchar(180);--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_new_email_for_email_change" CHECK (("account_tokens"."purpose"::text = 'email_change') = ("account_tokens"."new_email" is not null));--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_new_email_lowercase" CHECK ("account_tokens"."new_email" = lower("account_tokens"."new_email"));