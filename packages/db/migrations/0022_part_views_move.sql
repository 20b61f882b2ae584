-- The views a database already holds move to the parts catalogue's models and shared drawings.
-- Each machine product with views becomes a model of the same code (links by product code keep
-- working), named after its product in the default language, with the product's first picture.
INSERT INTO "part_models" ("code", "brand_id", "name", "product_id", "image_key", "discontinued")
SELECT p."code", p."brand_id",
  left(coalesce(
    (SELECT t."name" FROM "product_translations" t WHERE t."product_id" = p."id" ORDER BY (t."locale" = 'fr') DESC, t."locale" LIMIT 1),
    p."code"), 120),
  p."id",
  (SELECT i."file_key" FROM "product_images" i WHERE i."product_id" = p."id" ORDER BY i."position", i."id" LIMIT 1),
  false
FROM "products" p
WHERE EXISTS (SELECT 1 FROM "part_diagrams" d WHERE d."product_id" = p."id")
ORDER BY p."id";
--> statement-breakpoint
-- One drawing per distinct SVG text; views with the same text share it.
INSERT INTO "part_drawings" ("svg", "width", "height", "hash")
SELECT DISTINCT ON (h."hash") h."svg", h."width", h."height", h."hash"
FROM (
  SELECT d."id", d."svg", d."width", d."height", encode(sha256(convert_to(d."svg", 'UTF8')), 'hex') AS "hash"
  FROM "part_diagrams" d
) h
ORDER BY h."hash", h."id";
--> statement-breakpoint
UPDATE "part_diagrams" d
SET "model_id" = m."id",
  "drawing_id" = w."id"
FROM "part_models" m, "part_drawings" w
WHERE m."product_id" = d."product_id"
  AND w."hash" = encode(sha256(convert_to(d."svg", 'UTF8')), 'hex');
