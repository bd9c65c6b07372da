// Prints how fast premiums are priced: the domain functions alone, and a calPremium call through the server.
import { OCCUPATION_LEVELS, toRatableProduct } from '../domain/catalog';
import { quotePremium, trialQuoteRequest } from '../domain/rating';
import { checkQuote } from '../domain/rules';
import { addDays, todayInBeijing } from '../domain/validators';
import { createTestApp } from '../tests/helpers/test-app';
import { catalog, findProduct } from '../server/catalog';

function measure(label: string, runs: number, work: () => unknown): void {
  for (let i = 0; i < Math.min(runs, 200); i++) work();
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) work();
  const micros = Number(process.hrtime.bigint() - started) / 1000 / runs;
  console.log(`${label.padEnd(58)} ${micros.toFixed(1).padStart(9)} µs/op ${Math.round(1e6 / micros).toLocaleString('en-US').padStart(10)} op/s`);
}

const today = todayInBeijing();
const start = addDays(today, 3);
const travel = toRatableProduct(findProduct('rhjwly')!);
const group = toRatableProduct(findProduct('tatt2024')!);
const crew = Array.from({ length: 1000 }, (_, index) => ({ occupationLevel: OCCUPATION_LEVELS[index % 6], birthDate: `19${70 + (index % 30)}-03-15` }));
const crewRequest = { planCode: 'standard', startDate: start, months: 12, insureds: crew };

console.log(`catalogue: ${catalog.products.length} products`);
measure('travel trial (rhjwly, one traveller)', 50_000, () => quotePremium(travel, trialQuoteRequest(travel, { planCode: 'jade', days: 15 }, today)));
measure('every on-sale plan priced once (trial)', 200, () => {
  for (const product of catalog.products) {
    if (product.flags.stoppedFromSale) continue;
    const ratable = toRatableProduct(product);
    for (const plan of product.plans) quotePremium(ratable, trialQuoteRequest(ratable, { planCode: plan.planCode }, today));
  }
});
measure('group of 1,000 (tatt2024): rules + premium', 200, () => {
  checkQuote(group, crewRequest, { today });
  quotePremium(group, crewRequest);
});

const t = await createTestApp();
const payload = { productCode: 'tatt2024', ...crewRequest, insureds: crew.map(({ occupationLevel, birthDate }) => ({ occulevel: occupationLevel, birthDate })) };
const small = { productCode: 'rhjwly', planCode: 'jade', startDate: start, endDate: addDays(start, 14), insureds: [{ age: 35 }] };
for (const [label, body, runs] of [
  ['POST /api/premium/calPremium, 1 traveller (inject)', small, 2000],
  ['POST /api/premium/calPremium, 1,000 employees (inject)', payload, 100],
] as const) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) await t.app.inject({ method: 'POST', url: '/api/premium/calPremium', payload: body });
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / runs;
  console.log(`${label.padEnd(58)} ${ms.toFixed(2).padStart(9)} ms/call`);
}
await t.close();
