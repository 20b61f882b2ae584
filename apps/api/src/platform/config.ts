import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { localeSchema } from "@portal/domain/i18n/locale-schema";
import { z } from "zod";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(3001),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** A few connections keep PostgreSQL busy; more only queue for the same cores (on two cores, 10 served fewer pages than 5). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(5),
  REDIS_URL: z.string().url().optional(),
  DEFAULT_LOCALE: localeSchema.default("fr"),
  /** HMAC key of access tokens; generated once under DATA_DIR when not given. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86_400).default(900),
  /** Seeds the demo data into an empty database at start. */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  SEED: z.coerce.number().int().default(2026),
  SEED_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Product variants of the generated demo catalogue (benchmarks ask for up to millions). */
  CATALOG_VARIANTS: z.coerce.number().int().min(100).max(5_000_000).default(3_000),
  /** How often the search checks whether the catalogue changed and rebuilds its index. */
  SEARCH_REFRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** How long a client may take to send a whole request (headers and body) before it is cut. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Login attempts allowed per client address per minute (brute-force guard). */
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  /** Failed logins allowed per account per 15 minutes. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Proxies whose X-Forwarded-* headers are believed (the web server on the same machine by default). */
  TRUST_PROXY: z.string().default("127.0.0.1,::1,::ffff:127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The web's port, for the default of PUBLIC_URL. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** The web's public origin, for links in e-mails and payment return addresses. */
  PUBLIC_URL: z.string().url().optional(),
  /** E-mails go through this SMTP server when set; without it they are written as .eml files under DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Orvane Machines <no-reply@orvane.example>"),
  /** How often the outbox worker looks for e-mails to send. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(1000),
  /** How often claims waiting for parts past two months are refused. */
  WARRANTY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
  PAYMENT_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  /** Files go to this bucket of an S3-compatible object store when set; else to DATA_DIR/files. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The store's address for other providers than AWS (MinIO, Ceph, Garage...). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name; most self-hosted stores want it. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  /** HMAC key of payment webhooks; generated once under DATA_DIR when not given. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** The spare-parts catalogue: built-in exploded views, or an external catalogue embedded in the page. */
  PARTSMART_PROVIDER: z.enum(["builtin", "external"]).default("builtin"),
  /** The external catalogue's address (required with the external provider). */
  PARTSMART_URL: z.string().url().optional(),
  /** HMAC key from which each company's key to the external catalogue is derived; generated under DATA_DIR when not given. */
  PARTSMART_KEY_SECRET: z.string().min(32).optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  redisUrl: string | undefined;
  defaultLocale: z.infer<typeof localeSchema>;
  jwtSecret: string;
  accessTokenTtl: number;
  seedDemo: boolean;
  seed: number;
  seedScale: number;
  catalogVariants: number;
  searchRefreshSeconds: number;
  requestTimeoutSeconds: number;
  loginAttemptsPerAddress: number;
  loginFailuresPerAccount: number;
  trustProxy: string;
  logLevel: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was given: without it, a browser on a loopback address is sent back to the one it used. */
  publicUrlConfigured: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxIntervalMs: number;
  warrantySweepIntervalMs: number;
  paymentProvider: "sandbox";
  paymentWebhookSecret: string;
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  partsmart: { provider: "builtin" } | { provider: "external"; url: string; origin: string; keySecret: string };
};

/** Reads the environment once; nothing else in the API reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and .env files often write it.
  const parsed = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.API_PORT,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    dbPoolSize: parsed.DB_POOL_SIZE,
    redisUrl: parsed.REDIS_URL,
    defaultLocale: parsed.DEFAULT_LOCALE,
    jwtSecret: parsed.JWT_SECRET ?? persistentSecret(dataDir, "jwt.key"),
    accessTokenTtl: parsed.ACCESS_TOKEN_TTL,
    seedDemo: parsed.SEED_DEMO,
    seed: parsed.SEED,
    seedScale: parsed.SEED_SCALE,
    catalogVariants: parsed.CATALOG_VARIANTS,
    searchRefreshSeconds: parsed.SEARCH_REFRESH_SECONDS,
    requestTimeoutSeconds: parsed.REQUEST_TIMEOUT_SECONDS,
    loginAttemptsPerAddress: parsed.LOGIN_ATTEMPTS_PER_ADDRESS,
    loginFailuresPerAccount: parsed.LOGIN_FAILURES_PER_ACCOUNT,
    trustProxy: parsed.TRUST_PROXY,
    logLevel: parsed.LOG_LEVEL,
    // Links are built by appending paths: no trailing slash.
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ""),
    publicUrlConfigured: parsed.PUBLIC_URL !== undefined,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    outboxIntervalMs: parsed.OUTBOX_INTERVAL_MS,
    warrantySweepIntervalMs: parsed.WARRANTY_SWEEP_INTERVAL_MS,
    paymentProvider: parsed.PAYMENT_PROVIDER,
    paymentWebhookSecret: parsed.PAYMENT_WEBHOOK_SECRET ?? persistentSecret(dataDir, "payment-webhook.key"),
    s3: parsed.S3_BUCKET
      ? {
          bucket: parsed.S3_BUCKET,
          endpoint: parsed.S3_ENDPOINT,
          region: parsed.S3_REGION,
          accessKeyId: parsed.S3_ACCESS_KEY_ID,
          secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
          forcePathStyle: parsed.S3_FORCE_PATH_STYLE ? parsed.S3_FORCE_PATH_STYLE === "true" : parsed.S3_ENDPOINT !== undefined,
        }
      : undefined,
    partsmart: partsmartOf(parsed, dataDir),
  };
}

function partsmartOf(parsed: z.infer<typeof envSchema>, dataDir: string): Config["partsmart"] {
  if (parsed.PARTSMART_PROVIDER === "builtin") return { provider: "builtin" };
  if (!parsed.PARTSMART_URL) throw new Error("PARTSMART_URL is required with PARTSMART_PROVIDER=external");
  const url = new URL(parsed.PARTSMART_URL);
  return {
    provider: "external",
    url: url.href,
    origin: url.origin,
    keySecret: parsed.PARTSMART_KEY_SECRET ?? persistentSecret(dataDir, "partsmart.key"),
  };
}

/** A secret kept under DATA_DIR, so sessions and signatures survive a restart without any set-up. */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, "secrets", name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(join(dataDir, "secrets"), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
