import { createHash } from 'node:crypto';
import { z } from 'zod';

const DEV_DATA_KEY = 'dev-only-data-key-for-personal-information';
const DEV_GATEWAY_SECRET = 'dev-only-sandbox-gateway-secret';

/** Settings of orders, payment and issuance, read from the environment (README lists them). */
export interface SalesSettings {
  /** 32 bytes: encrypts ID and phone numbers at rest and keys their blind index. */
  dataKey: Buffer;
  /** Shared secret of the sandbox gateway's signed notifications. */
  gatewaySecret: string;
  /** Time between payment and issuing the policy (the spec's "about 2 minutes"). */
  issueDelayMs: number;
  /** How long an unpaid order can be paid. */
  payWindowMs: number;
  /** PUBLIC_URL: the base of links in QR codes, the cashier and messages; unset, a request's own origin is used. */
  publicUrl: string | undefined;
  /** The base of links made outside a request (jobs) when PUBLIC_URL is unset. */
  localUrl: string;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_KEY: z.string().min(32).optional(),
  PAY_GATEWAY_SECRET: z.string().min(16).optional(),
  ISSUE_DELAY_SECONDS: z.coerce.number().int().min(0).optional(),
  ORDER_PAY_MINUTES: z.coerce.number().int().min(1).default(30),
  PUBLIC_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().default(8080),
});

export function loadSalesSettings(env: NodeJS.ProcessEnv = process.env): SalesSettings {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.parse(present);
  const production = parsed.NODE_ENV === 'production';
  if (production && (!parsed.DATA_KEY || !parsed.PAY_GATEWAY_SECRET)) {
    throw new Error('DATA_KEY and PAY_GATEWAY_SECRET must be set in production');
  }
  return {
    // Any long passphrase works: its SHA-256 is the AES-256 key.
    dataKey: createHash('sha256').update(parsed.DATA_KEY ?? DEV_DATA_KEY).digest(),
    gatewaySecret: parsed.PAY_GATEWAY_SECRET ?? DEV_GATEWAY_SECRET,
    // Issued at once while developing and testing; after about 2 minutes in production.
    issueDelayMs: (parsed.ISSUE_DELAY_SECONDS ?? (production ? 120 : 0)) * 1000,
    payWindowMs: parsed.ORDER_PAY_MINUTES * 60_000,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/$/, ''),
    localUrl: `http://localhost:${parsed.PORT}`,
  };
}

/** Where links made while answering a request point: PUBLIC_URL, else the origin the request came to. */
export function linkBase(settings: SalesSettings, request?: { protocol: string; host: string }): string {
  return settings.publicUrl ?? (request ? `${request.protocol}://${request.host}` : settings.localUrl);
}
