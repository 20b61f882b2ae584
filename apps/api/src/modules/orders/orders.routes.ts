import {
  orderDetailSchema,
  orderListQuerySchema,
  orderPageSchema,
  reorderResultSchema,
  reorderSchema,
} from "@portal/domain/orders/history";
import { cartTokenParamsSchema, orderSchema } from "@portal/domain/orders/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { OrdersService } from "./orders.service";

const tags = ["Cart and orders"];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The order history of the caller's company: list, export, detail, order again. */
export function ordersRoutes(deps: {
  orders: OrdersService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { orders, authenticate } = deps;
  return async (app) => {
    app.addHook("preHandler", authenticate);

    app.get(
      "/orders",
      {
        schema: {
          tags,
          summary: 'Placed orders, newest completed first: my company\'s with "see all orders", otherwise mine (keyset pages)',
          querystring: orderListQuerySchema,
          response: { 200: orderPageSchema },
        },
      },
      async (request) => orders.list(actorOf(request), request.query),
    );

    app.get(
      "/orders/export.xlsx",
      {
        schema: {
          tags,
          summary: "The filtered orders list as a spreadsheet (newest first, at most 10,000 orders)",
          querystring: orderListQuerySchema,
        },
      },
      async (request, reply) => {
        const { cursor: _cursor, itemsPerPage: _size, ...filters } = request.query;
        const stream = await orders.exportList(actorOf(request), filters, request.locale);
        return reply.type(XLSX).header("content-disposition", 'attachment; filename="orders.xlsx"').send(stream);
      },
    );

    app.get(
      "/orders/:cartToken",
      {
        schema: {
          tags,
          summary: 'My cart, or a placed order of mine (of my company with "see all orders") with its deliveries and timeline',
          params: cartTokenParamsSchema,
          response: { 200: z.union([orderDetailSchema, orderSchema]) },
        },
      },
      async (request) => orders.getOrder(actorOf(request), request.params.cartToken, request.locale),
    );

    app.post(
      "/orders/reorder",
      {
        schema: {
          tags,
          summary: "Order again: the order's lines go into my cart (emptied first with clearCart), each line's fate told",
          body: reorderSchema,
          response: { 200: reorderResultSchema },
        },
      },
      async (request) => orders.reorder(actorOf(request), request.body, request.locale),
    );
  };
}
