CREATE TABLE "together_actions" (
	"session_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"ops" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "together_actions_session_id_seq_pk" PRIMARY KEY("session_id","seq"),
	CONSTRAINT "together_actions_client" UNIQUE("session_id","participant_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "together_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"profile_id" integer,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "together_participants_person" UNIQUE NULLS NOT DISTINCT("session_id","user_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "together_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"host_user_id" integer NOT NULL,
	"host_profile_id" integer,
	"page_id" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "together_sessions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "together_actions" ADD CONSTRAINT "together_actions_session_id_together_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."together_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_actions" ADD CONSTRAINT "together_actions_participant_id_together_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."together_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_participants" ADD CONSTRAINT "together_participants_session_id_together_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."together_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_participants" ADD CONSTRAINT "together_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_participants" ADD CONSTRAINT "together_participants_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_sessions" ADD CONSTRAINT "together_sessions_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_sessions" ADD CONSTRAINT "together_sessions_host_profile_id_profiles_id_fk" FOREIGN KEY ("host_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "together_sessions" ADD CONSTRAINT "together_sessions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "together_sessions_host_idx" ON "together_sessions" USING btree ("host_user_id");