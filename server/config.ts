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
    /** Where SMS go: kept in the outbox only (development), or delivered from it through Alibaba Cloud or Tencent Cloud SMS. */
    SMS_PROVIDER: z.enum(['outbox', 'aliyun', 'tencent']).default('outbox'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    /** The approved signature (签名) every SMS carries. */
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).max(40).optional(),
    /** Our template names to the approved template codes: `login-code=SMS_1,policy-issued=SMS_2,...`. */
    ALIYUN_SMS_TEMPLATES: z.string().max(2000).optional(),
    /** The API's address; only tests and proxies change it. */
    ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
    /** Tencent Cloud's API key pair (the key is a secret) and the SMS application (SdkAppId) sending. */
    TENCENT_SMS_SECRET_ID: z.string().min(1).optional(),
    TENCENT_SMS_SECRET_KEY: z.string().min(1).optional(),
    TENCENT_SMS_SDK_APP_ID: z.string().regex(/^\d+$/).optional(),
    TENCENT_SMS_SIGN_NAME: z.string().min(1).max(40).optional(),
    /** Our template names to the approved template ids: `login-code=1110,policy-issued=1111,...`. */
    TENCENT_SMS_TEMPLATES: z.string().max(2000).optional(),
    TENCENT_SMS_REGION: z.string().min(1).max(40).default('ap-guangzhou'),
    TENCENT_SMS_ENDPOINT: z.string().url().default('https://sms.tencentcloudapi.com'),
    /** Which provider takes each pay method: `0=wechat,3=wechat`; a method left out stays on the sandbox gateway. */
    PAY_METHOD_GATEWAYS: z.string().max(500).optional(),
    WECHAT_PAY_MCHID: z.string().min(1).max(32).optional(),
    /** The official account's (服务号) app id: JSAPI payments and the payer's openid belong to it. */
    WECHAT_PAY_APPID: z.string().min(1).max(32).optional(),
    /** Serial number of the merchant API certificate, and its private key (PEM; `\n` may stand for line breaks). */
    WECHAT_PAY_MERCHANT_SERIAL: z.string().min(1).max(64).optional(),
    WECHAT_PAY_PRIVATE_KEY: z.string().min(1).optional(),
    /** WeChat Pay's public key id (PUB_KEY_ID_…) or platform certificate serial, and the public key (PEM). */
    WECHAT_PAY_PUBLIC_KEY_ID: z.string().min(1).max(64).optional(),
    WECHAT_PAY_PUBLIC_KEY: z.string().min(1).optional(),
    /** The APIv3 key: decrypts notifications. */
    WECHAT_PAY_API_V3_KEY: z.string().length(32).optional(),
    WECHAT_PAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com/'),
    ALIPAY_APP_ID: z.string().min(1).max(32).optional(),
    /** The application's private key (PKCS#8 PEM; `\n` may stand for line breaks) and Alipay's public key (PEM). */
    ALIPAY_PRIVATE_KEY: z.string().min(1).optional(),
    ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
    ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
    /** The official account (服务号) whose JS-SDK configures sharing inside WeChat; its secret is a secret. */
    WECHAT_MP_APPID: z.string().min(1).max(32).optional(),
    WECHAT_MP_SECRET: z.string().min(1).max(64).optional(),
    WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
    /** Bearer token of the operators' calls (the daily statement checks); unset, those calls are closed. */
    OPS_TOKEN: z.string().min(24).max(200).optional(),
    /** Public policy queries per caller address in 10 minutes (an office behind one NAT address may need more). */
    POLICY_QUERY_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
    /** Sign-ins, SMS sends, code logins and ureqSeq exchanges per caller address in a minute. */
    SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
    DIST_DIR: z.string().default('./dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // A provider chosen without its keys would lose every message: refused at start, in every environment.
    for (const name of missingProviderKeys(env)) ctx.addIssue({ code: 'custom', message: `${name} is required by the provider selected`, path: [name] });
    if (Boolean(env.WECHAT_MP_APPID) !== Boolean(env.WECHAT_MP_SECRET)) ctx.addIssue({ code: 'custom', message: 'WECHAT_MP_APPID and WECHAT_MP_SECRET go together', path: ['WECHAT_MP_SECRET'] });
    for (const provider of Object.values(payMethodGateways(env.PAY_METHOD_GATEWAYS))) {
      if (!PAY_PROVIDERS.includes(provider)) ctx.addIssue({ code: 'custom', message: `unknown payment provider ${provider}`, path: ['PAY_METHOD_GATEWAYS'] });
    }
    if (env.NODE_ENV !== 'production') return;
    const defaults = { SIGN_SECRET: DEV_SIGN_SECRET, DATA_KEY: DEV_DATA_KEY, PAY_GATEWAY_SECRET: DEV_GATEWAY_SECRET } as const;
    for (const [name, value] of Object.entries(defaults)) {
      if (env[name as keyof typeof defaults] === value) ctx.addIssue({ code: 'custom', message: `${name} must be set in production`, path: [name] });
    }
  });

export type Config = z.infer<typeof envSchema>;

/** What each selectable provider cannot work without. */
const PROVIDER_KEYS: Record<string, readonly string[]> = {
  smtp: ['SMTP_URL', 'MAIL_FROM'],
  aliyun: ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATES'],
  tencent: ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATES'],
  // Notifications come back to PUBLIC_URL.
  wechat: [
    'WECHAT_PAY_MCHID',
    'WECHAT_PAY_APPID',
    'WECHAT_PAY_MERCHANT_SERIAL',
    'WECHAT_PAY_PRIVATE_KEY',
    'WECHAT_PAY_PUBLIC_KEY_ID',
    'WECHAT_PAY_PUBLIC_KEY',
    'WECHAT_PAY_API_V3_KEY',
    'PUBLIC_URL',
  ],
  alipay: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PUBLIC_URL'],
};

const PAY_PROVIDERS = ['sandbox', 'wechat', 'alipay'];

/** `0=wechat,3=wechat`: pay method to provider name. */
export function payMethodGateways(text: string | undefined): Record<string, string> {
  const pairs = (text ?? '').split(',').map((pair) => pair.split('=').map((part) => part.trim()));
  return Object.fromEntries(pairs.filter(([method, provider]) => method && provider));
}

function missingProviderKeys(env: Record<string, unknown>): string[] {
  const selected = new Set([env.MAIL_PROVIDER, env.SMS_PROVIDER, ...Object.values(payMethodGateways(env.PAY_METHOD_GATEWAYS as string | undefined))]);
  return [...selected].flatMap((provider) => (PROVIDER_KEYS[String(provider)] ?? []).filter((name) => env[name] === undefined));
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
