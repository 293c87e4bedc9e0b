ALTER TABLE "banners" ADD COLUMN "subtitle" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "button_text" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
-- The seeded pictures lose their drawn-in words (they are backgrounds now): their rows get the words as text.
UPDATE "banners" SET "subtitle" = '按天 · 按月 · 按项目结算，快速对接靠谱人才', "button_text" = '立即发布需求' WHERE "banner_path" = '/banners/employment.svg' AND "subtitle" = '';--> statement-breakpoint
UPDATE "banners" SET "subtitle" = '名企直招 · 海量岗位 · 在线沟通，让求职更简单', "button_text" = '查看热门岗位' WHERE "banner_path" = '/banners/recruitment.svg' AND "subtitle" = '';--> statement-breakpoint
UPDATE "banners" SET "subtitle" = '名师好课随时学，消费晶币还能赚积分', "button_text" = '开始学习' WHERE "banner_path" = '/banners/training.svg' AND "subtitle" = '';--> statement-breakpoint
UPDATE "banners" SET "subtitle" = '社保代缴 · 薪酬代发 · 劳务派遣，专业机构一站服务', "button_text" = '了解服务' WHERE "banner_path" = '/banners/personnel.svg' AND "subtitle" = '';
