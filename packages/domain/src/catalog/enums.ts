/** Catalogue enumerations (spec sections 3 and 4), shared by the database, the API and the web. */
export const stockStatuses = ["on_stock", "on_order", "not_managed"] as const;
export type StockStatus = (typeof stockStatuses)[number];

export const productTypes = ["machine", "spare_part", "accessory", "maintenance_kit"] as const;
export type ProductType = (typeof productTypes)[number];

export const associationTypes = ["spare_parts", "accessories", "maintenance_kit", "similar"] as const;
export type AssociationType = (typeof associationTypes)[number];

export const attributeTypes = ["text", "number", "boolean", "select"] as const;
export type AttributeType = (typeof attributeTypes)[number];

export const documentTypes = ["manual", "exploded_view", "technical_sheet", "price_list", "training"] as const;
export type DocumentType = (typeof documentTypes)[number];

export const highlightTypes = ["new", "promotion", "best_seller"] as const;
export type HighlightType = (typeof highlightTypes)[number];

/** Spec section 4: "standard, required, not_managed" — whether a variant carries mandatory information. */
export const mandatoryInformationModes = ["standard", "required", "not_managed"] as const;
export type MandatoryInformationMode = (typeof mandatoryInformationModes)[number];
