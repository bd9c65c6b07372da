import { z } from 'zod';

const DEV_SIGN_SECRET = 'dev-only-share-link-secret';
const DEV_DATA_KEY = 'dev-only-data-key-for-personal-information';
const DEV_GATEWAY_SECRET = 'dev-only-sandbox-gateway-secret';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    PUBLIC_URL: z.string().url().optional(),
    SIGN_SECRET: z.string().min(16).default(DEV_SIGN_SECRET),
    /** Encrypts ID and phone numbers and stored files at rest; keys their blind indexes. */
    DATA_KEY: z.string().min(32).default(DEV_DATA_KEY),
    /** Signs the sandbox gateway's payment notifications. */
    PAY_GATEWAY_SECRET: z.string().min(16).default(DEV_GATEWAY_SECRET),
    /** Seconds between payment and issuing the policy; about 2 minutes in production, at once otherwise. */
    ISSUE_DELAY_SECONDS: z.coerce.number().int().min(0).optional(),
    /** Minutes an unpaid order can still be paid. */
    ORDER_PAY_MINUTES: z.coerce.number().int().min(1).default(30),
    /** Login codes the whole service sends a day, across all phones (a cap on SMS cost and abuse). */
    SMS_DAILY_CAP: z.coerce.number().int().min(1).default(10_000),
    /** Job workers of this process (issuing policies); one per core when unset. Expiry jobs have a worker of their own. */
    JOB_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    /** Where e-mails go: kept in the outbox only (development), or delivered from it over SMTP. */
    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    /** smtp://user:password@host:587 or smtps://…:465; the password is a secret. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().max(200).optional(),
    /** Where SMS go: kept in the outbox only (development), or delivered from it through Alibaba Cloud SMS. */
    SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    /** The approved signature (签名) every SMS carries. */
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).max(40).optional(),
    /** Our template names to the approved template codes: `login-code=SMS_1,policy-issued=SMS_2,...`. */
    ALIYUN_SMS_TEMPLATES: z.string().max(2000).optional(),
    /** The API's address; only tests and proxies change it. */
    ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
    DIST_DIR: z.string().default('./dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // A provider chosen without its keys would lose every message: refused at start, in every environment.
    for (const name of missingProviderKeys(env)) ctx.addIssue({ code: 'custom', message: `${name} is required by the provider selected`, path: [name] });
    if (env.NODE_ENV !== 'production') return;
    const defaults = { SIGN_SECRET: DEV_SIGN_SECRET, DATA_KEY: DEV_DATA_KEY, PAY_GATEWAY_SECRET: DEV_GATEWAY_SECRET } as const;
    for (const [name, value] of Object.entries(defaults)) {
      if (env[name as keyof typeof defaults] === value) ctx.addIssue({ code: 'custom', message: `${name} must be set in production`, path: [name] });
    }
  });

export type Config = z.infer<typeof envSchema>;

/** What each selectable provider cannot work without. */
const PROVIDER_KEYS = {
  MAIL_PROVIDER: { smtp: ['SMTP_URL', 'MAIL_FROM'] },
  SMS_PROVIDER: { aliyun: ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATES'] },
} as const;

function missingProviderKeys(env: Record<string, unknown>): string[] {
  return Object.entries(PROVIDER_KEYS).flatMap(([selector, byProvider]) => {
    const needed: readonly string[] = byProvider[env[selector] as keyof typeof byProvider] ?? [];
    return needed.filter((name) => env[name] === undefined);
  });
}

/** The configuration of the process, read once from its environment by the process entry (server.ts). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  return configFrom(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
}

/** A full configuration from the values given, defaults applied: how tests and tools configure the app. */
export function configFrom(values: Partial<Record<keyof Config, unknown>>): Config {
  const parsed = envSchema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The base URL users reach the portal at, for links in messages and QR codes. */
export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
