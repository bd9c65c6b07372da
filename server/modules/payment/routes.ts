import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  balancePayRequest,
  checkEvidenceRequest,
  evidencePayRequest,
  gatewayNotification,
  onlinePayRequest,
  payContent,
  payMethodType,
  payMethodTypesRequest,
  payStatusContent,
  payStatusRequest,
  publicPayRequest,
} from '../../../domain/api/payment';
import type { ModuleDeps } from '../../sales/deps';
import { answers, ok } from '../../lib/envelope';
import { idempotencyKeyOf } from '../../sales/idempotency';
import { payerOf } from '../../sales/payer';
import { linkBase } from '../../sales/settings';
import { payMethodsOf } from './pay-methods';
import { checkEvidence, payByBalance, payByEvidence, payStatus, startGatewayPayment } from './service';
import { receiveNotification } from './transitions';
import { providerNotifyRoutes } from './provider-notify';

/** The online method used when a call names none (/pay/ytPay, the public pay request without evidence). */
const DEFAULT_ONLINE_METHOD = '0';
const PAY_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const PAID = { 200: answers(payContent) };

export const paymentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx, config }) => {
  const base = (request: FastifyRequest) => linkBase(ctx.settings, request);
  const payer = (request: FastifyRequest) => payerOf(config.SIGN_SECRET, request);

  app.post('/pay/getPayMethodTypes', { schema: { body: payMethodTypesRequest, response: { 200: answers(z.array(payMethodType)) } } }, async ({ body }) => ok(payMethodsOf(body.productCode)));

  for (const path of ['/policy/onlinePayPolicy', '/pay/icyPay']) {
    app.post(path, { schema: { body: onlinePayRequest, response: PAID }, config: PAY_LIMIT }, async (request) =>
      ok(await startGatewayPayment(ctx, request.body.policyId, request.body.payMethod ?? DEFAULT_ONLINE_METHOD, base(request), payer(request))),
    );
  }

  // The body is the policy id as plain text (portal-spec 7).
  app.post('/pay/ytPay', { schema: { body: z.string().trim().min(1, '缺少保单号').max(64), response: PAID }, config: PAY_LIMIT }, async (request) =>
    ok(await startGatewayPayment(ctx, request.body, DEFAULT_ONLINE_METHOD, base(request), payer(request))),
  );

  app.post('/policy/balancePayPolicy', { schema: { body: balancePayRequest, response: PAID }, config: PAY_LIMIT }, async (request) =>
    payByBalance(ctx, request.body, idempotencyKeyOf(request, request.body.idempotencyKey)),
  );

  app.post('/policy/evidencePolicy', { schema: { body: evidencePayRequest, response: PAID }, config: PAY_LIMIT }, async (request) =>
    payByEvidence(ctx, { ...request.body, payMethod: request.body.payMethod ?? '88' }, idempotencyKeyOf(request, request.body.idempotencyKey)),
  );
  app.post('/policy/commevidencePolicy', { schema: { body: evidencePayRequest, response: PAID }, config: PAY_LIMIT }, async (request) =>
    payByEvidence(ctx, { ...request.body, payMethod: request.body.payMethod ?? '89' }, idempotencyKeyOf(request, request.body.idempotencyKey)),
  );

  app.post('/pay/checkEvidenceNum', { schema: { body: checkEvidenceRequest }, config: PAY_LIMIT }, async ({ body }) =>
    ok(await checkEvidence(ctx.db, body.evidenceNumber, body.holderName), { zh: '支付凭证有效', en: 'The payment reference is valid.' }),
  );

  // The pay dialog's public pay request: {evidenceNo, policyId, batchId} pays by transfer, {policyId, batchId} online.
  app.post('/pay/publicPay', { schema: { body: publicPayRequest, response: PAID }, config: PAY_LIMIT }, async (request) => {
    const { policyId, evidenceNo, idempotencyKey } = request.body;
    if (evidenceNo) return payByEvidence(ctx, { policyId, evidenceNo, payMethod: '88' }, idempotencyKeyOf(request, idempotencyKey));
    return ok(await startGatewayPayment(ctx, policyId, DEFAULT_ONLINE_METHOD, base(request), payer(request)));
  });

  app.post('/pay/selectYtPayStatus', { schema: { body: payStatusRequest, response: { 200: answers(payStatusContent) } }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async ({ body }) =>
    payStatus(ctx, body.policyId),
  );

  // The gateway's signed notification; verified, then applied exactly once.
  app.post('/pay/notify/sandbox', { schema: { body: gatewayNotification } }, async (request) => {
    const signature = request.headers['x-sandbox-signature'];
    const outcome = await receiveNotification(ctx, request.body, typeof signature === 'string' ? signature : '');
    return ok({ outcome }, 'success');
  });

  await app.register(providerNotifyRoutes, { sales: ctx });
};
