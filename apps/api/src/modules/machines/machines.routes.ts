import type { FileStore } from "@portal/domain/files/file-store";
import {
  machineDetailSchema,
  machineLimits,
  machineRegistrationListQuerySchema,
  machineRegistrationPageSchema,
  machineRegistrationRequestSchema,
  machineRegistrationSchema,
  machineSoldQuerySchema,
  machineSoldSchema,
  registrationTokenParamsSchema,
} from "@portal/domain/machines/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/authenticate";
import { AppError } from "../../platform/errors";
import { type FormPolicy, receiveForm } from "../../platform/uploads/form";
import { registerUploads } from "../../platform/uploads/receive";
import { storeFile } from "../files/files.service";
import type { MachinesService, RegistrationInvoice } from "./machines.service";

const tags = ["Machines"];

/** The registration form: its fields as one JSON field, and the sale invoice (spec section 5: pdf, png, jpeg). */
const registrationPolicy: FormPolicy<"pdf" | "png" | "jpeg"> = {
  accept: ["pdf", "png", "jpeg"],
  maxFileBytes: machineLimits.invoiceMaxBytes,
  maxFiles: 1,
  maxRequestBytes: machineLimits.invoiceMaxBytes,
  maxFields: 4,
};

/** The `registration` field's JSON, checked by the domain's schema; its problems name the fields. */
function registrationOf(fields: Record<string, string[]>) {
  const [text, ...more] = fields.registration ?? [];
  if (text === undefined || more.length > 0) throw new AppError("request.invalid", { detail: "registration: one JSON field expected" });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("request.invalid", { detail: "registration: not JSON" });
  }
  const parsed = machineRegistrationRequestSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError("request.invalid", {
      detail: parsed.error.issues.map((issue) => `${issue.path.join(".") || "registration"}: ${issue.message}`).join("; "),
    });
  }
  return parsed.data;
}

/** Machines sold and registered to their end customers (spec sections 2, 3 and 7). */
export function machinesRoutes(deps: {
  machines: MachinesService;
  files: FileStore;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { machines, files, authenticate } = deps;
  return async (app) => {
    await registerUploads(app);
    app.addHook("preHandler", authenticate);

    app.post(
      "/machine-registrations",
      {
        schema: {
          tags,
          summary:
            "Register a machine sold to its end customer: multipart, the field `registration` holding the JSON of the fields and the file `invoice` (pdf, png or jpeg)",
          consumes: ["multipart/form-data"],
          response: { 201: machineRegistrationSchema },
        },
      },
      async (request, reply) => {
        const form = await receiveForm(request, registrationPolicy);
        const input = registrationOf(form.fields);
        const file = form.files.find((entry) => entry.field === "invoice");
        const invoice: RegistrationInvoice | null = file
          ? { store: (tx, owner) => storeFile(tx, files, { ...owner, purpose: "machines", file }) }
          : null;
        return reply.status(201).send(await machines.register(actorOf(request), input, invoice, request.locale));
      },
    );

    app.get(
      "/machine-solds",
      {
        schema: {
          tags,
          summary: "The machine sold with this serial number to the dealer of this client code, and whether it is registered",
          querystring: machineSoldQuerySchema,
          response: { 200: machineSoldSchema },
        },
      },
      async (request) => machines.lookup(actorOf(request), request.query),
    );

    app.get(
      "/machine-registrations",
      {
        schema: {
          tags,
          summary: "The company's registered machines, newest first, searched by serial number, brand, model or end customer",
          querystring: machineRegistrationListQuerySchema,
          response: { 200: machineRegistrationPageSchema },
        },
      },
      async (request) => machines.list(actorOf(request), request.query),
    );

    app.get(
      "/machine-registrations/:token",
      {
        schema: {
          tags,
          summary: "A registered machine with its spare parts, maintenance kits and documents at the customer's prices",
          params: registrationTokenParamsSchema,
          response: { 200: machineDetailSchema },
        },
      },
      async (request) => machines.detail(actorOf(request), request.params.token, request.locale),
    );
  };
}
