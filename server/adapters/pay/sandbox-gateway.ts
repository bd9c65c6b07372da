import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { beijingDay } from './statements';
import type { DB } from '../../db/schema';
import type { StatementGateway } from './statements';
import type { CreatedPayment, CreatePaymentRequest, GatewayNotification, GatewayTrade, PaymentGateway } from './gateway';

export const SANDBOX_CASHIER_PATH = '/api/sandbox-pay/cashier';

export interface SandboxTrade extends GatewayTrade {
  subject: string;
  returnUrl: string;
  expiresAt: Date;
  finishedAt: Date | null;
}

/** The sandbox's extra side: what its cashier page shows and what the payer decides there. */
export interface SandboxGateway extends PaymentGateway, StatementGateway {
  /** True when the notification was signed by the sandbox. */
  verifyNotification(notification: GatewayNotification, signature: string): boolean;
  loadTrade(tradeNo: string): Promise<SandboxTrade | null>;
  /** The payer confirmed or refused: the trade is final, and the notification to send is returned. */
  finish(tradeNo: string, outcome: 'SUCCESS' | 'FAILED', now?: Date): Promise<SandboxTrade>;
  /** The signed notification of a finished trade (sent again as often as the gateway retries). */
  notificationOf(trade: SandboxTrade): { notification: GatewayNotification; signature: string };
}

export class SandboxTradeError extends Error {
  constructor(readonly reason: 'unknown' | 'final' | 'expired') {
    super(`sandbox trade ${reason}`);
    this.name = 'SandboxTradeError';
  }
}

/** The notification's fields in a fixed order: what the HMAC signs. */
function canonicalNotification(n: GatewayNotification): string {
  return [n.tradeNo, n.paymentId, n.status, String(n.amountFen), n.finishedAt].join('\n');
}

export function signNotification(secret: string, notification: GatewayNotification): string {
  return createHmac('sha256', secret).update(canonicalNotification(notification)).digest('hex');
}

/** A payment provider inside the server: a real cashier page, signed notifications, status queries. */
export function sandboxGateway(db: Kysely<DB>, options: { secret: string }): SandboxGateway {
  const toTrade = (row: {
    trade_no: string;
    out_trade_no: string;
    amount_fen: string;
    subject: string;
    status: SandboxTrade['status'];
    return_url: string;
    expires_at: Date;
    finished_at: Date | null;
  }): SandboxTrade => ({
    tradeNo: row.trade_no,
    paymentId: row.out_trade_no,
    amountFen: Number(row.amount_fen),
    subject: row.subject,
    status: row.status,
    returnUrl: row.return_url,
    expiresAt: new Date(row.expires_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
  });
  const loadTrade = async (tradeNo: string) => {
    const row = await db.selectFrom('sandbox_trade').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst();
    return row ? toTrade(row) : null;
  };

  return {
    name: 'sandbox',
    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const tradeNo = `SBX${Date.now()}${randomBytes(6).toString('hex')}`;
      await db
        .insertInto('sandbox_trade')
        .values({
          trade_no: tradeNo,
          out_trade_no: request.paymentId,
          amount_fen: request.amountFen,
          subject: request.subject,
          status: 'WAITING',
          return_url: request.returnUrl,
          expires_at: request.expiresAt,
        })
        .execute();
      // The sandbox runs beside the shop, so its cashier is on the origin the payer returns to.
      return { tradeNo, cashierUrl: `${new URL(request.returnUrl).origin}${SANDBOX_CASHIER_PATH}/${tradeNo}` };
    },

    verifyNotification(notification, signature) {
      const expected = Buffer.from(signNotification(options.secret, notification));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    queryStatus: loadTrade,
    loadTrade,

    async close(tradeNo) {
      await db
        .updateTable('sandbox_trade')
        .set({ status: 'CLOSED', finished_at: new Date() })
        .where('trade_no', '=', tradeNo)
        .where('status', '=', 'WAITING')
        .execute();
    },

    async finish(tradeNo, outcome, now = new Date()) {
      const row = await db
        .updateTable('sandbox_trade')
        .set({ status: outcome, finished_at: now })
        .where('trade_no', '=', tradeNo)
        .where('status', '=', 'WAITING')
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (row) return toTrade(row);
      const trade = await loadTrade(tradeNo);
      if (!trade) throw new SandboxTradeError('unknown');
      throw new SandboxTradeError(trade.status === 'WAITING' ? 'expired' : 'final');
    },

    async statement(billDate) {
      const { from, to } = beijingDay(billDate);
      const paid = await db
        .selectFrom('sandbox_trade')
        .select(['out_trade_no', 'amount_fen'])
        .where('status', '=', 'SUCCESS')
        .where('finished_at', '>=', from)
        .where('finished_at', '<', to)
        .execute();
      const refunds = await db.selectFrom('sandbox_refund').select(['refund_no', 'amount_fen']).where('created_at', '>=', from).where('created_at', '<', to).execute();
      return [
        ...paid.map((row) => ({ kind: 'payment' as const, ref: row.out_trade_no, amountFen: Number(row.amount_fen) })),
        ...refunds.map((row) => ({ kind: 'refund' as const, ref: row.refund_no, amountFen: Number(row.amount_fen) })),
      ];
    },

    notificationOf(trade) {
      if ((trade.status !== 'SUCCESS' && trade.status !== 'FAILED') || !trade.finishedAt) throw new SandboxTradeError('unknown');
      const notification: GatewayNotification = {
        tradeNo: trade.tradeNo,
        paymentId: trade.paymentId,
        status: trade.status,
        amountFen: trade.amountFen,
        finishedAt: trade.finishedAt.toISOString(),
      };
      return { notification, signature: signNotification(options.secret, notification) };
    },
  };
}
