-- Alupka (KLADR 9100000800100) was imported under the name of its city district, Yalta, and
-- showed as a second "Ялта" with its own pages; the importer now reads the settlement first.
UPDATE "cities" SET "name" = 'Алупка', "search_name" = 'алупка', "slug" = 'alupka'
WHERE "code" = '9100000800100' AND "name" = 'Ялта'
  AND NOT EXISTS (SELECT 1 FROM "cities" WHERE "slug" = 'alupka');
