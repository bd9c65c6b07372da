import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankInfosRequest, chargebackRequest, depositBankCodeRequest, type LegacyAnswer, savePropertyBatchRequest } from '../../../domain/api/legacy';
import type { LocalText } from '../../../domain/catalog/text';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, requestLanguageOf, sayingIn } from '../../lib/envelope';
import { issueText } from '../../lib/field-issues';
import { requireAgent } from '../../plugins/auth';
import { unexpectedErrorText } from '../../plugins/envelope';
import { ACCOUNT_TYPE_NAMES, findBanks } from './banks';
import { bankInit, chargebackBody, depositBankCode, savePropertyBatch } from './service';

const done = <T>(data: T, text: LocalText = { zh: '操作成功', en: 'Done.' }): LegacyAnswer<T> =>
  sayingIn({ success: true, message: text.zh, data }, text, 'message');
const BASE = '/api_old_ssi/hipm';

function failed(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ success: false, message, data: null } satisfies LegacyAnswer<null>);
}

/** The old system's .action calls, at their old paths, answering { success, message, data }; forms post url-encoded. */
export const legacyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, parsed) => {
    parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return failed(reply, error.statusCode, error.text[requestLanguageOf(request)]);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = requestLanguageOf(request);
      return failed(reply, 400, error.validation.map((issue) => issueText(issue)[language]).join(language === 'zh' ? '；' : '; '));
    }
    if (error.statusCode && error.statusCode < 500) return failed(reply, error.statusCode, error.message);
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return failed(reply, 500, unexpectedErrorText(request.id)[requestLanguageOf(request)]);
  });

  app.post(`${BASE}/policymanager_chargebackBody.action`, { schema: { body: chargebackRequest } }, async (request) =>
    done(await chargebackBody(ctx, requireAgent(request).agentId, request.body.policyNo)),
  );
  app.post(`${BASE}/enterpriseBatchUpdate_bankInit.action`, async (request) => done(await bankInit(ctx, requireAgent(request).agentId)));
  app.post(`${BASE}/enterpriseBatchUpdate_bankType.action`, { schema: { body: z.object({}).optional() } }, async () => done(ACCOUNT_TYPE_NAMES));
  app.post(`${BASE}/enterpriseBatchUpdate_bankInfos.action`, { schema: { body: bankInfosRequest } }, async ({ body }) => done(findBanks(body.keyword)));
  app.post(`${BASE}/enterpriseBatchUpdate_billingDepositBankCode.action`, { schema: { body: depositBankCodeRequest } }, async ({ body }) =>
    done(depositBankCode(body.bankName)),
  );
  app.post(`${BASE}/enterpriseBatchUpdate_savePropertyBatch.action`, { schema: { body: savePropertyBatchRequest } }, async (request) =>
    done(await savePropertyBatch(ctx, requireAgent(request).agentId, request.body.items), { zh: '银行账户变更已保存', en: 'The bank account changes are saved.' }),
  );
};
