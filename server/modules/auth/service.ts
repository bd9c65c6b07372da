import type { z } from 'zod';
import type { ContentLanguage } from '../../../domain/catalog';
import type { accountLoginRequest, holderLoginRequest, loginCheckRequest, SignedIn, smsLoginRequest } from '../../../domain/api/auth';
import { LOGIN_CIPHER_PREFIX } from '../../../domain/api/auth';
import { sm4DecryptText } from '../../../domain/crypto';
import { maskName } from '../../../domain/privacy/mask';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { codeMessage, tellCustomer } from '../../sales/customer-texts';
import { ATTEMPT_RULES, admitAttempt } from '../../sales/attempts';
import { requireIssuer } from '../../sales/issuer';
import { hashPassword, verifyPassword } from '../../sales/passwords';
import { holderSubject, inScope, scopeOf } from '../../sales/scope';
import { issueToken, type Principal } from '../../sales/tokens';
import { type CodePurpose, consumeLoginCode, issueLoginCode } from './login-codes';

const WRONG_ACCOUNT = () => new AppError('9001', { zh: '账号或密码错误', en: 'Wrong account or password.' });

/** The client encrypts with today's Beijing key; yesterday's is accepted across midnight. */
function decryptPassword(cipher: string): string | null {
  const today = todayInBeijing();
  for (const date of [today, addDays(today, -1)]) {
    try {
      const plain = sm4DecryptText(cipher, LOGIN_CIPHER_PREFIX, date);
      if (plain) return plain;
    } catch {
      // wrong day's key: try the next
    }
  }
  return null;
}

// An unknown account costs the same hashing as a known one, so the answer's timing does not tell which it was.
const NO_ACCOUNT_HASH = hashPassword('no-such-account');

/**
 * The issuing account when name and encrypted password match it; one error for every mismatch (no account probing).
 * Attempts count per account name, with a proof of work after repeated failures (README "Security").
 */
async function checkAccount(ctx: SalesContext, loginName: string, userId: string, cipher: string, proof: string | undefined): Promise<string> {
  await requireIssuer(ctx.db, userId);
  const succeeded = await admitAttempt(ctx.attempts, 'signIn', [loginName.toLowerCase()], ATTEMPT_RULES.signIn, proof);
  const password = decryptPassword(cipher);
  const agent = await ctx.db.selectFrom('agent').select(['id', 'password_hash']).where('login_name', '=', loginName).executeTakeFirst();
  const matches = await verifyPassword(password ?? '', agent?.password_hash ?? (await NO_ACCOUNT_HASH));
  if (!(agent && password && matches && agent.id === userId)) throw WRONG_ACCOUNT();
  await succeeded();
  return agent.id;
}

/** Mode 1: issuing-account name and password. */
export async function accountLogin(ctx: SalesContext, body: z.infer<typeof accountLoginRequest>, proof?: string): Promise<{ token: string }> {
  const agentId = await checkAccount(ctx, body.loginName, body.userId, body.passWord, proof);
  return { token: await issueToken(ctx.db, { subjectType: 'agent', subjectId: agentId, agentId }) };
}

/** The login check: the account and password are right (balance pay re-checks them); no session opens. */
export async function loginCheck(ctx: SalesContext, body: z.infer<typeof loginCheckRequest>, proof?: string): Promise<void> {
  await checkAccount(ctx, body.loginName, body.userId, body.password, proof);
}

/** Sends a 6-digit code to the phone through the SMS outbox, like every message; the answer never carries it. */
export async function sendCode(
  ctx: SalesContext,
  secret: string,
  args: { phone: string; agentId: string | null; purpose: CodePurpose; what: { zh: string; en: string }; language: ContentLanguage },
): Promise<{ defaultFlag: 'N' }> {
  await ctx.db.transaction().execute(async (trx) => {
    const limits = { secret, dailyCap: ctx.settings.smsDailyCap };
    // Counted in the transaction: one connection (PGlite) is not asked twice, and a code never sent is not counted.
    const code = await issueLoginCode(trx, ctx.attempts.countersIn(trx), limits, args.agentId, args.phone, new Date(), args.purpose);
    await tellCustomer(trx, ctx.sensitive, { phone: args.phone }, codeMessage(args.language, { code, purpose: args.what }));
  });
  return { defaultFlag: 'N' };
}

/** Mode 2: the phone's code; the session is the policyholder of that phone. */
export async function codeLogin(ctx: SalesContext, secret: string, body: z.infer<typeof smsLoginRequest>): Promise<{ token: string }> {
  await requireIssuer(ctx.db, body.userId);
  await consumeLoginCode(ctx.db, secret, body.holderTelephone, body.verificationCode);
  const subjectId = holderSubject('phone', ctx.sensitive, body.holderTelephone);
  return { token: await issueToken(ctx.db, { subjectType: 'holder', subjectId, agentId: body.userId }) };
}

// CJK names are stored without spaces; Latin names compare case-insensitively.
const canonicalName = (name: string) => (/[\u3400-\u9fff]/.test(name) ? name.replace(/\s+/g, '') : name.trim().replace(/\s+/g, ' ').toUpperCase());

/** Mode 3: the policyholder's name and ID number must be those of a paid or issued order; attempts count per ID number. */
export async function holderLogin(ctx: SalesContext, body: z.infer<typeof holderLoginRequest>, proof?: string): Promise<{ token: string }> {
  await requireIssuer(ctx.db, body.userId);
  const succeeded = await admitAttempt(ctx.attempts, 'holderSignIn', [`id:${ctx.sensitive.blindIndex(body.holderIdNumber)}`], ATTEMPT_RULES.policyQuery, proof);
  const subjectId = holderSubject('idNumber', ctx.sensitive, body.holderIdNumber);
  const names = await ctx.db
    .selectFrom('sales_order')
    .select('holder_name')
    .where('holder_id_number_bidx', '=', ctx.sensitive.blindIndex(body.holderIdNumber))
    .where('status', 'in', ['paid', 'issued'])
    .limit(20)
    .execute();
  if (!names.some((row) => canonicalName(row.holder_name) === canonicalName(body.holderName))) {
    throw new AppError('9002', { zh: '未找到该投保人的保单，请核对姓名和证件号码', en: 'No policy was found for this policyholder; please check the name and ID number.' });
  }
  await succeeded();
  return { token: await issueToken(ctx.db, { subjectType: 'holder', subjectId, agentId: body.userId }) };
}

/** userLogin: who is signed in. */
export async function signedIn(ctx: SalesContext, principal: Principal): Promise<SignedIn> {
  if (principal.subjectType === 'agent') {
    const agent = await ctx.db.selectFrom('agent').select('display_name').where('id', '=', principal.agentId).executeTakeFirstOrThrow();
    return { kind: 'agent', issuerId: principal.agentId, name: agent.display_name };
  }
  const latest = await ctx.db
    .selectFrom('sales_order as o')
    .select('o.holder_name')
    .where(inScope(scopeOf(principal)))
    .orderBy('o.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { kind: 'holder', issuerId: principal.agentId, name: latest ? maskName(latest.holder_name) : '' };
}

export { consumeLoginCode };
