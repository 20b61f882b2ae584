import cookie from "@fastify/cookie";
import type { DbHandle } from "@portal/db/client";
import type { FileStore } from "@portal/domain/files/file-store";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { createAccountsService } from "./modules/accounts/accounts.service";
import { createEmailChangeService } from "./modules/accounts/email-change.service";
import { recoveryRoutes } from "./modules/accounts/recovery.routes";
import { createRecoveryService } from "./modules/accounts/recovery.service";
import { registrationRoutes } from "./modules/accounts/registration.routes";
import { createRegistrationService } from "./modules/accounts/registration.service";
import { addressesRoutes } from "./modules/addresses/addresses.routes";
import { createAddressesService } from "./modules/addresses/addresses.service";
import { adminRoutes } from "./modules/admin/admin.routes";
import { createAdminService } from "./modules/admin/admin.service";
import { createCartPricing } from "./modules/cart/cart.pricing";
import { cartRoutes } from "./modules/cart/cart.routes";
import { createCartService } from "./modules/cart/cart.service";
import { createAnswerCache } from "./modules/catalog/catalog.http";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { checkoutRoutes } from "./modules/checkout/checkout.routes";
import { createCheckoutService } from "./modules/checkout/checkout.service";
import { companiesAdminRoutes } from "./modules/companies/companies.admin.routes";
import { createCompaniesAdminService } from "./modules/companies/companies.admin.service";
import { companiesRoutes } from "./modules/companies/companies.routes";
import { createCompaniesService } from "./modules/companies/companies.service";
import { invitationsRoutes } from "./modules/companies/invitations.routes";
import { createInvitationsService } from "./modules/companies/invitations.service";
import { contactStaffRoutes } from "./modules/contact/contact.admin.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { createContactService } from "./modules/contact/contact.service";
import { contentRoutes } from "./modules/content/content.routes";
import { createContentService } from "./modules/content/content.service";
import { documentsAdminRoutes } from "./modules/documents/documents.admin.routes";
import { createDocumentsAdminService } from "./modules/documents/documents.admin.service";
import { documentsRoutes } from "./modules/documents/documents.routes";
import { createDocumentsService } from "./modules/documents/documents.service";
import { filesAdminRoutes } from "./modules/files/files.admin.routes";
import { filesRoutes } from "./modules/files/files.routes";
import { createFilesService } from "./modules/files/files.service";
import { integrationsAdminRoutes } from "./modules/integrations/integrations.admin.routes";
import { createIntegrationsService } from "./modules/integrations/integrations.service";
import { invoicesIntegrationRoutes, invoicesStaffRoutes } from "./modules/invoices/invoices.admin.routes";
import { createInvoicesErpService } from "./modules/invoices/invoices.erp";
import { invoicesRoutes } from "./modules/invoices/invoices.routes";
import { createInvoicesService } from "./modules/invoices/invoices.service";
import { machinesIntegrationRoutes, machinesStaffRoutes } from "./modules/machines/machines.admin.routes";
import { readInvoiceFile } from "./modules/machines/machines.queries";
import { machinesRoutes } from "./modules/machines/machines.routes";
import { createMachinesService } from "./modules/machines/machines.service";
import { newsletterStaffRoutes } from "./modules/newsletter/newsletter.admin.routes";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes";
import { createNewsletterService } from "./modules/newsletter/newsletter.service";
import { ordersAdminRoutes, ordersIntegrationRoutes } from "./modules/orders/orders.admin.routes";
import { createOrdersAdminService } from "./modules/orders/orders.admin.service";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { createOrdersService } from "./modules/orders/orders.service";
import { partsRoutes } from "./modules/parts/parts.routes";
import { createPartsService } from "./modules/parts/parts.service";
import { quotesAdminRoutes } from "./modules/quotes/quotes.admin.routes";
import { createQuotesAdminService } from "./modules/quotes/quotes.admin.service";
import { quotesRoutes } from "./modules/quotes/quotes.routes";
import { createQuotesService } from "./modules/quotes/quotes.service";
import { referenceRoutes } from "./modules/reference/reference.routes";
import { createReferenceService } from "./modules/reference/reference.service";
import { searchRoutes } from "./modules/search/search.routes";
import { createSearchService, type SearchService } from "./modules/search/search.service";
import { warrantyAdminRoutes } from "./modules/warranty/warranty.admin.routes";
import { createWarrantyAdminService } from "./modules/warranty/warranty.admin.service";
import { warrantyRoutes } from "./modules/warranty/warranty.routes";
import { createWarrantyService } from "./modules/warranty/warranty.service";
import { createWarrantySweep, type WarrantySweep } from "./modules/warranty/warranty.sweep";
import { createAdminScopes } from "./platform/admin-api";
import { createApiKeyAuthenticator } from "./platform/auth/api-keys";
import { createAuthenticator } from "./platform/auth/authenticate";
import { registerCrossSiteGuard } from "./platform/auth/cross-site";
import { createStaffAuthenticator, createStaffTokenSigner } from "./platform/auth/staff-authenticate";
import { createTokenSigner } from "./platform/auth/tokens";
import { type Clock, systemClock } from "./platform/clock";
import type { Config } from "./platform/config";
import { registerErrorHandling } from "./platform/errors";
import { createFileStore } from "./platform/files";
import { gateUntilDatabasePrepared, registerHealth } from "./platform/health";
import { registerLocale } from "./platform/i18n/locale";
import { withRedaction } from "./platform/log-redaction";
import { createMailTransport } from "./platform/mail/mailer";
import { createOutboxWorker, type OutboxWorker } from "./platform/mail/outbox";
import { createMailRenderers } from "./platform/mail/templates/registry";
import { registerOpenApi } from "./platform/openapi";
import { createSandboxProvider, deliverThroughApp } from "./platform/payments/sandbox";
import { sandboxRoutes } from "./platform/payments/sandbox.routes";
import { paymentWebhookRoute } from "./platform/payments/webhook.routes";
import { createLimiterFactory } from "./platform/rate-limit";
import { registerResponseHeaders } from "./platform/response-headers";
import { strictValidatorCompiler } from "./platform/strict-json";
import { createUploadWorkers } from "./platform/uploads/workers";

declare module "fastify" {
  interface FastifyInstance {
    /** The catalogue search, for warming its index at start-up and rebuilding it after catalogue changes. */
    catalogSearch: SearchService;
    /** The e-mail outbox worker; server.ts starts it once the API listens (tests drain it themselves). */
    outbox: OutboxWorker;
    /** Refuses claims whose parts did not arrive within two months; server.ts starts it (tests run it themselves). */
    warrantySweep: WarrantySweep;
    /** Opens the API to requests once the database is migrated (server.ts; built apps of tests start open). */
    databasePrepared(): void;
  }
}

export type AppOptions = {
  config: Config;
  db: DbHandle;
  clock?: Clock;
  logger?: FastifyServerOptions["logger"];
  /** Where product images and documents live; a folder under DATA_DIR by default. */
  files?: FileStore;
  /** False when the database is still to be migrated: requests answer 503 until `app.databasePrepared()`. */
  databaseReady?: boolean;
};

export async function buildApp({ config, db: handle, clock = systemClock, logger, files: givenFiles, databaseReady = true }: AppOptions) {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    // Request lines show URLs without the tokens some paths and query strings carry.
    logger: withRedaction(logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A body that trickles in is cut (408) once the whole request has taken this long, checked every second.
    requestTimeout,
    http: { headersTimeout: Math.min(requestTimeout, 10_000), connectionsCheckingInterval: 1_000 },
  });
  let prepared = databaseReady;
  app.decorate("databasePrepared", () => {
    prepared = true;
  });
  gateUntilDatabasePrepared(app, () => prepared);
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // PATCH bodies use JSON merge patch (spec section 7).
  app.addContentTypeParser("application/merge-patch+json", { parseAs: "string" }, app.getDefaultJsonParser("error", "ignore"));

  await app.register(cookie);
  app.decorateRequest("actor", null);
  registerCrossSiteGuard(app, { publicUrl: config.publicUrl });
  registerResponseHeaders(app);
  registerLocale(app, config.defaultLocale);
  registerErrorHandling(app);
  await registerOpenApi(app);

  const { db } = handle;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const tokens = createTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.accessTokenTtl, clock });
  const authenticate = createAuthenticator({ db, tokens, clock });
  const limiters = createLimiterFactory(redis);
  const files = givenFiles ?? createFileStore(config);
  const mailTransport = createMailTransport(config);
  const outbox = createOutboxWorker({
    db,
    transport: mailTransport,
    clock,
    logger: app.log,
    renderers: createMailRenderers({ publicUrl: config.publicUrl }),
    intervalMs: config.outboxIntervalMs,
  });
  app.decorate("outbox", outbox);

  const emailChange = createEmailChangeService({ db, clock, limiters, logger: app.log });
  const accounts = createAccountsService({ db, tokens, clock, limiters, limits: config, emailChange, logger: app.log });
  await app.register(accountsRoutes({ accounts, authenticate }), { prefix: "/api/v2/shop" });
  await app.register(registrationRoutes({ registration: createRegistrationService({ db, clock, limiters }), emailChange, authenticate }), {
    prefix: "/api/v2/shop",
  });
  await app.register(recoveryRoutes({ recovery: createRecoveryService({ db, clock, limiters, logger: app.log }) }), {
    prefix: "/api/v2/shop",
  });
  await app.register(referenceRoutes({ reference: createReferenceService({ db }) }), { prefix: "/api/v2/shop" });
  await app.register(addressesRoutes({ addresses: createAddressesService({ db }), authenticate }), { prefix: "/api/v2/shop" });
  await app.register(contentRoutes({ content: createContentService({ db }) }), { prefix: "/api/content" });
  const catalog = createCatalogService({ db, clock });
  const catalogAnswers = createAnswerCache(clock);
  await app.register(catalogRoutes({ catalog, files, authenticate, accounts, clock, answers: catalogAnswers }));
  const search = createSearchService({ db, catalog, clock, logger: app.log, refreshSeconds: config.searchRefreshSeconds });
  await app.register(searchRoutes({ search }), { prefix: "/api/v2/shop" });
  const cartPricing = createCartPricing({ db, clock });
  const uploads = createUploadWorkers();
  app.addHook("onClose", () => uploads.close());
  const cart = createCartService({ db, clock, pricing: cartPricing, uploads, limiters });
  await app.register(cartRoutes({ cart, authenticate }), { prefix: "/api/v2/shop" });
  await app.register(partsRoutes({ parts: createPartsService({ db, cart, config }), authenticate }), { prefix: "/api/v2/shop" });
  await app.register(quotesRoutes({ quotes: createQuotesService({ db, clock, cart }), authenticate }), { prefix: "/api/v2/shop" });
  const orders = createOrdersService({ db, pricing: cartPricing, openCart: cart.openCart });
  await app.register(ordersRoutes({ orders, authenticate }), { prefix: "/api/v2/shop" });
  // The built-in provider delivers its webhooks to this very app; a real one would call over HTTP.
  const payments = createSandboxProvider({
    db,
    secret: config.paymentWebhookSecret,
    clock,
    deliver: deliverThroughApp(app),
  });
  const checkout = createCheckoutService({
    db,
    clock,
    pricing: cartPricing,
    provider: payments,
    logger: app.log,
    onShelvesEmptied: () => catalogAnswers.clear(),
  });
  await app.register(checkoutRoutes({ checkout, authenticate, config }), { prefix: "/api/v2/shop" });
  await app.register(paymentWebhookRoute({ providers: [payments], onEvent: checkout.handlePaymentEvent }), { prefix: "/api/v2/shop" });
  await app.register(sandboxRoutes({ sandbox: payments, authenticate }));
  // Provider staff: tokens of their own kind, never accepted by the shop routes, nor customer tokens
  // here; the manufacturer's systems: API keys. Each area registers its admin routes for either.
  const staffTokens = createStaffTokenSigner({ secret: config.jwtSecret, ttlSeconds: config.accessTokenTtl, clock });
  app.decorateRequest("staff", null);
  app.decorateRequest("integration", null);
  const scopes = createAdminScopes({
    authenticateStaff: createStaffAuthenticator({ db, tokens: staffTokens, clock }),
    authenticateKey: createApiKeyAuthenticator({ db, clock }),
  });
  const admin = { prefix: "/api/v2/admin" };
  const adminService = createAdminService({ db, tokens: staffTokens, clock, limiters, limits: config, logger: app.log });
  await app.register(adminRoutes({ admin: adminService, scopes }), admin);
  await app.register(scopes.staff(companiesAdminRoutes({ companies: createCompaniesAdminService({ db, clock }) })), admin);
  await app.register(scopes.staff(quotesAdminRoutes({ quotes: createQuotesAdminService({ db, clock }) })), admin);
  const ordersAdmin = createOrdersAdminService({ db, clock, pricing: cartPricing });
  await app.register(scopes.staff(ordersAdminRoutes({ orders: ordersAdmin })), admin);
  await app.register(scopes.integration("orders", ordersIntegrationRoutes({ orders: ordersAdmin })), admin);
  await app.register(scopes.staff(integrationsAdminRoutes({ integrations: createIntegrationsService({ db, clock }) })), admin);
  const invoices = createInvoicesService({ db, clock });
  await app.register(invoicesRoutes({ invoices, authenticate }), { prefix: "/api/v2/shop" });
  await app.register(scopes.staff(invoicesStaffRoutes({ invoices })), admin);
  await app.register(scopes.integration("invoices", invoicesIntegrationRoutes({ erp: createInvoicesErpService({ db, clock }) })), admin);
  const machines = createMachinesService({ db, clock, catalog, readInvoice: readInvoiceFile });
  await app.register(machinesRoutes({ machines, files, authenticate }), { prefix: "/api/v2/shop" });
  await app.register(scopes.staff(machinesStaffRoutes({ machines })), admin);
  await app.register(scopes.integration("machines", machinesIntegrationRoutes({ machines })), admin);
  const companies = createCompaniesService({ db, clock, limiters, logger: app.log });
  await app.register(companiesRoutes({ companies, authenticate }), { prefix: "/api/v2/shop" });
  const invitations = createInvitationsService({ db, clock, limiters, logger: app.log });
  await app.register(invitationsRoutes({ invitations, authenticate }), { prefix: "/api/v2/shop" });
  const storedFiles = createFilesService({ db, files });
  await app.register(filesRoutes({ files: storedFiles, authenticate }), { prefix: "/api/v2/shop" });
  await app.register(scopes.staff(filesAdminRoutes({ files: storedFiles })), admin);
  await app.register(warrantyRoutes({ warranty: createWarrantyService({ db, clock, files }), authenticate }), { prefix: "/api/v2/shop" });
  await app.register(scopes.staff(warrantyAdminRoutes({ warranty: createWarrantyAdminService({ db, clock, files }) })), admin);
  await app.register(documentsRoutes({ documents: createDocumentsService({ db, clock, files }), authenticate }), {
    prefix: "/api/v2/shop",
  });
  await app.register(scopes.staff(documentsAdminRoutes({ documents: createDocumentsAdminService({ db, clock, files }) })), admin);
  const warrantySweep = createWarrantySweep({ db, clock, logger: app.log, intervalMs: config.warrantySweepIntervalMs });
  app.decorate("warrantySweep", warrantySweep);
  const contact = createContactService({ db, clock, limiters });
  await app.register(contactRoutes({ contact, authenticate }), { prefix: "/api/v2/shop" });
  await app.register(scopes.staff(contactStaffRoutes({ contact })), admin);
  const newsletter = createNewsletterService({ db, clock, limiters });
  await app.register(newsletterRoutes({ newsletter }), { prefix: "/api/v2/shop" });
  await app.register(scopes.staff(newsletterStaffRoutes({ newsletter })), admin);
  app.decorate("catalogSearch", search);
  registerHealth(app, { db, redis, databasePrepared: () => prepared, warming: () => search.warming });

  app.addHook("onClose", async () => {
    await outbox.stop();
    await warrantySweep.stop();
    mailTransport.close();
    await redis?.quit();
  });
  return app;
}
