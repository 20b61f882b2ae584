import { productCardLabels } from "@/lib/catalog/card-labels";
import { productPath } from "@/lib/catalog/product-page";
import { ProductCardView, type ProductCardViewProps } from "./product-card-view";

/** A product in a list or carousel, rendered by the server. */
export async function ProductCard(props: Omit<ProductCardViewProps, "labels" | "href">) {
  return <ProductCardView {...props} href={productPath(props.locale, props.card.slug)} labels={await productCardLabels()} />;
}
