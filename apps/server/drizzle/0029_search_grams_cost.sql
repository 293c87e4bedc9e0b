-- search_grams costs about 20-50 µs a row (an SQL function building an array), forty times an ILIKE. At the
-- default cost the planner evaluated it as a filter over the whole list order (a two-character keyword
-- found in no title: 80 s over 1,000,000 demands) instead of asking its index. Priced as it is, a rare
-- keyword is answered from the gram index and a common one from the list's order index stopping after a
-- page, where the cheap ILIKE beside it (db/search.ts) is checked first.
ALTER FUNCTION search_grams(text) COST 1000;
