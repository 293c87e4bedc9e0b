CREATE TABLE "skill_aliases" (
	"alias" varchar(80) PRIMARY KEY NOT NULL,
	"skill_id" integer NOT NULL,
	"spelling" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_links" (
	"kind" smallint NOT NULL,
	"entity_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"weight" smallint DEFAULT 2 NOT NULL,
	CONSTRAINT "skill_links_kind_entity_id_skill_id_pk" PRIMARY KEY("kind","entity_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(40) NOT NULL,
	"category" varchar(20) NOT NULL,
	"covers" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "skill_aliases" ADD CONSTRAINT "skill_aliases_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_links" ADD CONSTRAINT "skill_links_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_aliases_skill_idx" ON "skill_aliases" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "skill_links_by_skill_idx" ON "skill_links" USING btree ("kind","skill_id","entity_id");