-- The short-term hire list's city filter (/employment) reads this dictionary, so staff edit the cities
-- it offers in the back office (数据字典) like every other list. Reference data for databases seeded
-- before it existed as much as for new ones; idempotent.
INSERT INTO "dictionaries" ("number", "name") VALUES ('rmcs', '热门城市') ON CONFLICT ("number") DO NOTHING;--> statement-breakpoint
INSERT INTO "dictionary_details" ("dictionary_id", "name", "value", "sort")
SELECT d."id", v."name", v."value", v."sort"
FROM "dictionaries" d
CROSS JOIN (VALUES ('北京市', '1', 0), ('上海市', '2', 1), ('广州市', '3', 2), ('深圳市', '4', 3), ('杭州市', '5', 4), ('成都市', '6', 5), ('南京市', '7', 6), ('武汉市', '8', 7), ('西安市', '9', 8), ('苏州市', '10', 9)) AS v("name", "value", "sort")
WHERE d."number" = 'rmcs' AND NOT EXISTS (SELECT 1 FROM "dictionary_details" x WHERE x."dictionary_id" = d."id");
