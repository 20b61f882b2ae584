import {
  addItemSchema,
  cartItemParamsSchema,
  cartTokenParamsSchema,
  commentsSchema,
  createCartSchema,
  importReportSchema,
  nameCartSchema,
  orderSchema,
  updateCartSchema,
  updateItemSchema,
} from "@portal/domain/orders/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import { receiveFile, registerUploads } from "../../platform/uploads/receive";
import { importPolicy } from "./cart.import";
import type { CartService } from "./cart.service";

const tags = ["Cart and orders"];
const MIME = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
} as const;

export function cartRoutes(deps: { cart: CartService; authenticate: (request: FastifyRequest) => Promise<void> }): FastifyPluginAsyncZod {
  const { cart, authenticate } = deps;
  return async (app) => {
    await registerUploads(app);
    app.addHook("preHandler", authenticate);

    app.post(
      "/orders",
      {
        schema: {
          tags,
          summary: "My open cart in the active company (created when there is none)",
          body: createCartSchema.optional(),
          response: { 200: orderSchema },
        },
      },
      async (request) => cart.openCart(actorOf(request), request.locale, request.body?.tokenValue),
    );

    app.get(
      "/orders/import-model",
      {
        schema: {
          tags,
          summary: "The model spreadsheet of a cart import",
          querystring: z.strictObject({ format: z.enum(["xlsx", "csv"]).default("xlsx") }),
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const content = await cart.importModel(format, request.locale);
        return reply.type(MIME[format]).header("content-disposition", `attachment; filename="cart-model.${format}"`).send(content);
      },
    );

    // GET orders/{token} (a cart, or a placed order with its history) is the orders area's.

    app.put(
      "/orders/:cartToken",
      {
        schema: {
          tags,
          summary: "Set the promotion code and the shipping and billing addresses",
          params: cartTokenParamsSchema,
          body: updateCartSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => cart.updateCart(actorOf(request), request.params.cartToken, request.body, request.locale),
    );

    app.delete(
      "/orders/:cartToken",
      {
        schema: {
          tags,
          summary: "Empty the cart: answers the new empty cart",
          params: cartTokenParamsSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => cart.deleteCart(actorOf(request), request.params.cartToken, request.locale),
    );

    app.post(
      "/orders/:cartToken/items",
      {
        schema: {
          tags,
          summary: "Add a variant (by code or manufacturer's reference) to the cart",
          params: cartTokenParamsSchema,
          body: addItemSchema,
          response: { 201: orderSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await cart.addItem(actorOf(request), request.params.cartToken, request.body, request.locale)),
    );

    app.patch(
      "/orders/:cartToken/items/:id",
      {
        schema: {
          tags,
          summary: "Change an item's quantity",
          params: cartItemParamsSchema,
          body: updateItemSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) =>
        cart.updateItem(actorOf(request), request.params.cartToken, request.params.id, request.body.quantity, request.locale),
    );

    app.delete(
      "/orders/:cartToken/items/:id",
      { schema: { tags, summary: "Remove an item", params: cartItemParamsSchema, response: { 200: orderSchema } } },
      async (request) => cart.removeItem(actorOf(request), request.params.cartToken, request.params.id, request.locale),
    );

    app.post(
      "/orders/:cartToken/import-items",
      {
        schema: {
          tags,
          summary: "Add the lines of a spreadsheet (xlsx or csv: reference, quantity) and report what was not added",
          params: cartTokenParamsSchema,
          consumes: ["multipart/form-data"],
          response: { 200: importReportSchema },
        },
      },
      async (request) =>
        cart.importItems(actorOf(request), request.params.cartToken, () => receiveFile(request, importPolicy), request.locale),
    );

    app.patch(
      "/orders/:cartToken/name",
      {
        schema: {
          tags,
          summary: "Name the order and give the engagement code",
          params: cartTokenParamsSchema,
          body: nameCartSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => cart.nameCart(actorOf(request), request.params.cartToken, request.body, request.locale),
    );

    app.get(
      "/orders/:cartToken/comments",
      {
        schema: {
          tags,
          summary: "The order's comments",
          params: cartTokenParamsSchema,
          response: { 200: z.object({ comments: z.string() }) },
        },
      },
      async (request) => cart.getComments(actorOf(request), request.params.cartToken),
    );

    app.post(
      "/orders/:cartToken/comments",
      {
        schema: {
          tags,
          summary: "Set the order's comments",
          params: cartTokenParamsSchema,
          body: commentsSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => cart.setComments(actorOf(request), request.params.cartToken, request.body.comments, request.locale),
    );
  };
}
