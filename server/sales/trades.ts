import type { SalesContext } from './context';

/** Closes trades at the gateways that opened them, so they can no longer be paid (after the commit that ends them). */
export async function closeTrades(ctx: SalesContext, trades: { gateway: string; gateway_trade_no: string | null }[]): Promise<void> {
  for (const trade of trades) if (trade.gateway_trade_no) await ctx.gateways.byName(trade.gateway).close(trade.gateway_trade_no);
}
