import { getTranslations } from "next-intl/server";
import { cardAddToCartLabels } from "@/components/cart/add-to-cart-labels";
import { CardAddToCartLoader } from "@/components/cart/card-add-to-cart-loader";
import { getCompanyDiscount } from "@/lib/api/company-pricing";
import { getSession } from "@/lib/api/session";
import { cardOffer } from "@/lib/cart/card-offer";
import { cartOwner } from "@/lib/cart/view";
import { productCardLabels } from "@/lib/catalog/card-labels";
import { productPath } from "@/lib/catalog/product-page";
import { ProductCardView, type ProductCardViewProps } from "./product-card-view";

/** A product in a list or carousel, rendered by the server; customers add its only version from there. */
export async function ProductCard(props: Omit<ProductCardViewProps, "labels" | "href" | "buy" | "discountBasisPoints">) {
  const [labels, buy, discountBasisPoints] = await Promise.all([productCardLabels(), cardBuy(props.card), getCompanyDiscount()]);
  return (
    <ProductCardView
      {...props}
      href={productPath(props.locale, props.card.slug)}
      labels={labels}
      discountBasisPoints={discountBasisPoints}
      buy={buy}
    />
  );
}

async function cardBuy(card: ProductCardViewProps["card"]): Promise<ProductCardViewProps["buy"]> {
  // Cached for the request: every card of a list asks, the API answers once.
  const session = await getSession();
  if (session.status !== "customer") return undefined;
  const offer = cardOffer(card);
  if (offer.kind === "unavailable") return undefined;
  if (offer.kind !== "add") {
    const t = await getTranslations("cart.add.card");
    return { hint: offer.kind === "quote" ? t("seeProduct") : t("chooseVariant") };
  }
  const labels = await cardAddToCartLabels();
  return {
    control: (
      <CardAddToCartLoader
        owner={cartOwner(session.customer.id, session.customer.company?.id)}
        variantCode={offer.variantCode}
        productName={card.name}
        labels={labels}
      />
    ),
  };
}
