import { createHash } from 'node:crypto';
import type { Config } from '../config';

/** Settings of orders, payment and issuance, derived from the server's configuration (README lists them). */
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
  /** SMS_DAILY_CAP: codes the whole service sends a day (README "Security"). */
  smsDailyCap: number;
}

export function salesSettings(config: Config): SalesSettings {
  return {
    // Any long passphrase works: its SHA-256 is the AES-256 key.
    dataKey: createHash('sha256').update(config.DATA_KEY).digest(),
    gatewaySecret: config.PAY_GATEWAY_SECRET,
    // Issued at once while developing and testing; after about 2 minutes in production.
    issueDelayMs: (config.ISSUE_DELAY_SECONDS ?? (config.NODE_ENV === 'production' ? 120 : 0)) * 1000,
    payWindowMs: config.ORDER_PAY_MINUTES * 60_000,
    publicUrl: config.PUBLIC_URL?.replace(/\/$/, ''),
    localUrl: `http://localhost:${config.PORT}`,
    smsDailyCap: config.SMS_DAILY_CAP,
  };
}

/** Where links made while answering a request point: PUBLIC_URL, else the origin the request came to. */
export function linkBase(settings: SalesSettings, request?: { protocol: string; host: string }): string {
  return settings.publicUrl ?? (request ? `${request.protocol}://${request.host}` : settings.localUrl);
}
