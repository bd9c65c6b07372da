import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PremiumRequest, premiumRequest, premiumTrialRequest, toQuoteInsured } from '../../../domain/api/premium';
import { type RatingModel, toRatableProduct } from '../../../domain/catalog';
import { trialQuoteRequest } from '../../../domain/rating';
import { todayInBeijing } from '../../../domain/validators';
import type { ModuleDeps } from '../../sales/deps';
import { ok } from '../../lib/envelope';
import { requireOnSale } from '../../sales/products';
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
  const pricing = (url: string, models: readonly RatingModel[], body: z.ZodType<PremiumRequest> = premiumRequest) =>
    app.post(url, { schema: { body } }, async (request) => {
      const product = requireOnSale(request.body.productCode);
      requireModel(product, models);
      return ok(priceQuote(product, quoteOf(request.body), { today: todayInBeijing() }));
    });

  pricing('/premium/calPremium', ALL_MODELS);
  // Group cover priced per person: employer liability by occupation level, and the group medical products by age band.
  pricing('/premium/calPremiumEmployer', ['level-rate', 'age-band']);
  // ZLWQZA's own path: its monthly field-staff rates, whatever product code the body names.
  pricing('/zhongli/ZLWQZA/calPremiumEmployer', ['level-rate'], z.preprocess((given) => ({ ...(given as object), productCode: 'ZLWQZA' }), premiumRequest));
  pricing('/premium/calPremiumMGUgroupQuo', ['age-band']);

  app.post('/premium/calPremiumTrial', { schema: { body: premiumTrialRequest } }, async ({ body }) => {
    const product = requireOnSale(body.productCode);
    const today = todayInBeijing();
    const quote = trialQuoteRequest(toRatableProduct(product), { ...body, insureds: body.insureds?.map(toQuoteInsured) }, today);
    return ok(priceQuote(product, quote, { today, trial: true }));
  });
};
