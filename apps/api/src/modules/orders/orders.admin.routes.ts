import {
  erpOrderBatchSchema,
  erpReportSchema,
  erpStateBatchSchema,
  shipOrderSchema,
  staffOrderListQuerySchema,
  staffOrderNoteSchema,
  staffOrderPageSchema,
  staffOrderParamsSchema,
} from "@portal/domain/orders/admin";
import { orderDetailSchema } from "@portal/domain/orders/history";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import { staffOf } from "../../platform/auth/staff-authenticate";
import type { OrdersAdminService } from "./orders.admin.service";

/** Staff list, open, ship, mark paid, refund and cancel the orders of any company. */
export function ordersAdminRoutes(deps: { orders: OrdersAdminService }): FastifyPluginAsyncZod {
  const { orders } = deps;
  const tags = [adminTags.staff];
  return async (app) => {
    app.get(
      "/orders",
      {
        config: { auditAction: "staff.list_orders" },
        schema: {
          tags,
          security,
          summary: "Placed orders of every company (or one), newest completed first, by keyset pages",
          querystring: staffOrderListQuerySchema,
          response: { 200: staffOrderPageSchema },
        },
      },
      async (request) => orders.list(request.query),
    );

    app.get(
      "/orders/:number",
      {
        config: { auditAction: "staff.view_order" },
        schema: {
          tags,
          security,
          summary: "A placed order with its deliveries and timeline",
          params: staffOrderParamsSchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) => orders.detail(request.params.number, request.locale),
    );

    app.post(
      "/orders/:number/ship",
      {
        config: { auditAction: "staff.ship_order" },
        schema: {
          tags,
          security,
          summary: "Ship some lines, or every line still to go, with a carrier and a tracking number; the buyer is e-mailed",
          params: staffOrderParamsSchema,
          body: shipOrderSchema,
          response: { 200: orderDetailSchema },
        },
      },
      async (request) => orders.ship(staffOf(request), request.params.number, request.body, request.locale),
    );

    for (const [path, action, auditAction, summary] of [
      [
        "mark-paid",
        "mark_paid",
        "staff.mark_order_paid",
        "Record a payment received (bank transfer, account) or an authorization captured",
      ],
      ["refund", "refund", "staff.refund_order", "Record the refund of a paid order; the buyer is e-mailed"],
      [
        "cancel",
        "cancel",
        "staff.cancel_order",
        "Cancel a new order nothing of which has shipped; its stock goes back, the buyer is e-mailed",
      ],
    ] as const) {
      app.post(
        `/orders/:number/${path}`,
        {
          config: { auditAction },
          schema: {
            tags,
            security,
            summary,
            params: staffOrderParamsSchema,
            body: staffOrderNoteSchema.nullish(),
            response: { 200: orderDetailSchema },
          },
        },
        async (request) => orders.act(staffOf(request), request.params.number, action, request.body?.note, request.locale),
      );
    }
  };
}

/** The ERP feeds off-web orders and the payment and shipping states of any order (API keys of scope `orders`). */
export function ordersIntegrationRoutes(deps: { orders: OrdersAdminService }): FastifyPluginAsyncZod {
  const { orders } = deps;
  const tags = [adminTags.integration];
  return async (app) => {
    app.put(
      "/integration/orders",
      {
        config: { auditAction: "integration.upsert_orders" },
        schema: {
          tags,
          security,
          summary:
            "Create or update off-web orders by the ERP's id (company by client code, lines by reference); the same batch again changes nothing. Reported order by order",
          body: erpOrderBatchSchema,
          response: { 200: erpReportSchema },
        },
      },
      async (request) => orders.upsertOffWeb(request.body.orders),
    );

    app.put(
      "/integration/order-states",
      {
        config: { auditAction: "integration.update_order_states" },
        schema: {
          tags,
          security,
          summary: "Set the payment and shipping states of orders (by number or ERP id), each move checked. Reported order by order",
          body: erpStateBatchSchema,
          response: { 200: erpReportSchema },
        },
      },
      async (request) => orders.updateStates(request.body.orders),
    );
  };
}
