import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PremiumRequest, premiumRequest, premiumTrialRequest, toQuoteInsured } from '../../../domain/api/premium';
import { type RatingModel, toRatableProduct } from '../../../domain/catalog';
import { trialQuoteRequest } from '../../../domain/rating';
import { todayInBeijing } from '../../../domain/validators';
import type { ModuleDeps } from '../../sales/deps';
import { ok } from '../../lib/envelope';
import { requireOnSale } from '../../sales/products';
import { parseInput } from '../../lib/read-route';
import { priceQuote, requireModel } from './price';

const ALL_MODELS: readonly RatingModel[] = ['level-premium', 'level-rate', 'age-band', 'trip-days', 'sum-insured-rate'];

function quoteOf(body: PremiumRequest) {
  return {
    planCode: body.planCode,
    startDate: body.startDate,
    ...(body.endDate && { endDate: body.endDate }),
    ...(body.months !== undefined && { months: body.months }),
    insureds: body.insureds.map(toQuoteInsured),
  };
}

/** The premium calls (portal-spec 7, "Quotations"): one pricing path, each call limited to its family. */
export const premiumRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app) => {
  const pricing = (models: readonly RatingModel[], fixedProduct?: string) => async (request: { body: unknown }) => {
    const given = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const body = parseInput(premiumRequest, fixedProduct ? { ...given, productCode: fixedProduct } : given);
    const product = requireOnSale(body.productCode);
    requireModel(product, models);
    return ok(priceQuote(product, quoteOf(body), { today: todayInBeijing() }));
  };

  app.post('/premium/calPremium', pricing(ALL_MODELS));
  app.post('/premium/calPremiumEmployer', pricing(['level-rate']));
  // ZLWQZA's own path: its monthly field-staff rates, whatever product code the body names.
  app.post('/zhongli/ZLWQZA/calPremiumEmployer', pricing(['level-rate'], 'ZLWQZA'));
  app.post('/premium/calPremiumMGUgroupQuo', pricing(['age-band']));

  app.post('/premium/calPremiumTrial', async (request) => {
    const body = parseInput(premiumTrialRequest, request.body);
    const product = requireOnSale(body.productCode);
    const today = todayInBeijing();
    const quote = trialQuoteRequest(toRatableProduct(product), { ...body, insureds: body.insureds?.map(toQuoteInsured) }, today);
    return ok(priceQuote(product, quote, { today, trial: true }));
  });
};
