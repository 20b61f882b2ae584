import {
  cartShipmentParamsSchema,
  cartTokenParamsSchema,
  choosePaymentMethodSchema,
  chooseShippingMethodSchema,
  completionSchema,
  orderSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  shippingMethodSchema,
} from "@portal/domain/orders/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { Config } from "../../platform/config";
import { returnOrigin } from "../../platform/return-origin";
import type { CheckoutService } from "./checkout.service";

const tags = ["Cart and orders"];

export function checkoutRoutes(deps: {
  checkout: CheckoutService;
  authenticate: (request: FastifyRequest) => Promise<void>;
  config: Pick<Config, "publicUrl" | "publicUrlConfigured">;
}): FastifyPluginAsyncZod {
  const { checkout, authenticate, config } = deps;
  return async (app) => {
    app.addHook("preHandler", authenticate);

    app.get(
      "/orders/:cartToken/shipping-methods",
      {
        schema: {
          tags,
          summary: "Shipping methods serving the cart's address, with their prices",
          params: cartTokenParamsSchema,
          response: { 200: z.array(shippingMethodSchema) },
        },
      },
      async (request) => checkout.shippingMethods(actorOf(request), request.params.cartToken, request.locale),
    );

    app.patch(
      "/orders/:cartToken/shipments/:id",
      {
        schema: {
          tags,
          summary: "Choose the shipping method of the cart's shipment",
          params: cartShipmentParamsSchema,
          body: chooseShippingMethodSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) =>
        checkout.chooseShippingMethod(
          actorOf(request),
          request.params.cartToken,
          request.params.id,
          request.body.shippingMethod,
          request.locale,
        ),
    );

    app.get(
      "/payment-methods",
      {
        schema: {
          tags,
          summary: "Payment methods my company may use",
          querystring: paymentMethodsQuerySchema,
          response: { 200: z.array(paymentMethodSchema) },
        },
      },
      async (request) => checkout.paymentMethods(actorOf(request), request.query, request.locale),
    );

    app.patch(
      "/orders/:cartToken/payments/:id",
      {
        schema: {
          tags,
          summary: "Choose the payment method (one of the active ones)",
          params: cartShipmentParamsSchema,
          body: choosePaymentMethodSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) =>
        checkout.choosePaymentMethod(
          actorOf(request),
          request.params.cartToken,
          request.params.id,
          request.body.paymentMethod,
          request.locale,
        ),
    );

    app.patch(
      "/orders/:cartToken/complete",
      {
        schema: {
          tags,
          summary: "Place the order; for a card, answers where to pay. Repeating the call answers the same order.",
          params: cartTokenParamsSchema,
          body: z.strictObject({}).optional(),
          response: { 200: completionSchema },
        },
      },
      async (request) => checkout.complete(actorOf(request), request.params.cartToken, request.locale, returnOrigin(request, config)),
    );

    app.post(
      "/orders/:cartToken/pay",
      {
        schema: {
          tags,
          summary: "Pay a placed order by card again (after a failure or a cancellation)",
          params: cartTokenParamsSchema,
          response: { 200: z.object({ paymentUrl: z.string() }) },
        },
      },
      async (request) => checkout.pay(actorOf(request), request.params.cartToken, request.locale, returnOrigin(request, config)),
    );
  };
}
