CREATE TABLE "stored_file_chunks" (
	"name" varchar(300) NOT NULL,
	"pos" bigint NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_name_pos_pk" PRIMARY KEY("name","pos")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"name" varchar(300) PRIMARY KEY NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "purpose" varchar(20);--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_name_stored_files_name_fk" FOREIGN KEY ("name") REFERENCES "public"."stored_files"("name") ON DELETE cascade ON UPDATE cascade;