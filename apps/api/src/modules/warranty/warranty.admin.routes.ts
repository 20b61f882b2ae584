import {
  internalNumberSchema,
  partsReceivedSchema,
  staffStatusChangeSchema,
  staffWarrantyPageSchema,
  staffWarrantyQuerySchema,
  staffWarrantySchema,
  warrantyTokenParamsSchema,
} from "@portal/domain/warranty/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import type { StaffActor } from "../../platform/auth/staff-authenticate";
import { receiveForm } from "../../platform/uploads/form";
import { registerUploads } from "../../platform/uploads/receive";
import { refundFormPolicy, type WarrantyAdminService } from "./warranty.admin.service";
import { warrantyFormPolicy } from "./warranty.service";

const tags = [adminTags.staff];
const params = warrantyTokenParamsSchema;
const response = { 200: staffWarrantySchema };

/** The staff scope authenticated the request before it got here. */
const staffOf = (request: { staff: StaffActor | null }) => (request.staff as StaffActor).staffUserId;

/** Staff run warranty claims; every action is stored with the staff member's id and audited. */
export function warrantyAdminRoutes(deps: { warranty: WarrantyAdminService }): FastifyPluginAsyncZod {
  const { warranty } = deps;
  return async (app) => {
    await registerUploads(app);

    app.get(
      "/warranties",
      {
        config: { auditAction: "staff.list_warranties" },
        schema: {
          tags,
          security,
          summary: "Warranty claims, newest first, by status, company or text",
          querystring: staffWarrantyQuerySchema,
          response: { 200: staffWarrantyPageSchema },
        },
      },
      async (request) => warranty.list(request.query),
    );

    app.get(
      "/warranties/:token",
      { config: { auditAction: "staff.view_warranty" }, schema: { tags, security, summary: "A warranty claim", params, response } },
      async (request) => warranty.get(request.params.token),
    );

    app.post(
      "/warranties/:token/status",
      {
        config: { auditAction: "staff.change_warranty_status" },
        schema: {
          tags,
          security,
          summary: "Move a claim along an allowed transition (409 otherwise), with an optional note e-mailed to the customer",
          params,
          body: staffStatusChangeSchema,
          response,
        },
      },
      async (request) => warranty.changeStatus(request.params.token, staffOf(request), request.body),
    );

    app.put(
      "/warranties/:token/internal-number",
      {
        config: { auditAction: "staff.set_warranty_internal_number" },
        schema: { tags, security, summary: "Set or clear the claim's internal number", params, body: internalNumberSchema, response },
      },
      async (request) => warranty.setInternalNumber(request.params.token, request.body.internalNumber),
    );

    app.post(
      "/warranties/:token/parts-received",
      {
        config: { auditAction: "staff.mark_warranty_parts_received" },
        schema: { tags, security, summary: "The replaced parts arrived (today unless dated)", params, body: partsReceivedSchema, response },
      },
      async (request) => warranty.markPartsReceived(request.params.token, request.body.receivedOn),
    );

    app.post(
      "/warranties/:token/comments",
      {
        config: { auditAction: "staff.comment_warranty" },
        schema: {
          tags,
          security,
          summary: "Comment on a claim (field `comment`, files in `files[i]`), e-mailed to its customer",
          params,
          consumes: ["multipart/form-data"],
          response: { 201: staffWarrantySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await warranty.comment(request.params.token, staffOf(request), await receiveForm(request, warrantyFormPolicy))),
    );

    app.put(
      "/warranties/:token/refund-document",
      {
        config: { auditAction: "staff.attach_warranty_refund" },
        schema: {
          tags,
          security,
          summary: "Attach the refund document of an accepted claim (one PDF in the field `refund`)",
          params,
          consumes: ["multipart/form-data"],
          response,
        },
      },
      async (request) => warranty.attachRefund(request.params.token, staffOf(request), await receiveForm(request, refundFormPolicy)),
    );
  };
}
