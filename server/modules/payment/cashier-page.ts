import { fenToYuanText } from '../../../domain/money';
import { SANDBOX_CASHIER_PATH, type SandboxTrade } from '../../adapters/pay/sandbox-gateway';

const STATUS_TEXT: Record<SandboxTrade['status'], string> = {
  WAITING: '待支付',
  SUCCESS: '支付成功',
  FAILED: '支付失败',
  CLOSED: '交易已关闭',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function beijingTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The sandbox cashier's page for a trade (or for none): amount, status, and the confirm and fail buttons while open. */
export function cashierPage(trade: SandboxTrade | null, now: Date): string {
  const body = (() => {
    if (!trade) return '<p class="state">交易不存在</p>';
    const open = trade.status === 'WAITING' && trade.expiresAt > now;
    const state = trade.status === 'WAITING' && !open ? '支付已超时' : STATUS_TEXT[trade.status];
    const action = `${SANDBOX_CASHIER_PATH}/${encodeURIComponent(trade.tradeNo)}`;
    return `
      <p class="amount"><small>¥</small>${fenToYuanText(trade.amountFen)}</p>
      <dl>
        <dt>商品</dt><dd>${escapeHtml(trade.subject)}</dd>
        <dt>交易号</dt><dd>${escapeHtml(trade.tradeNo)}</dd>
        <dt>状态</dt><dd>${state}</dd>
        ${open ? `<dt>请于</dt><dd>${beijingTime(trade.expiresAt)}（北京时间）前完成支付</dd>` : ''}
      </dl>
      ${
        open
          ? `<form method="post" action="${action}"><input type="hidden" name="outcome" value="confirm"><button class="pay" type="submit">确认支付</button></form>
             <form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button class="fail" type="submit">模拟支付失败</button></form>`
          : `<a class="back" href="${escapeHtml(trade.returnUrl)}">返回商户查看结果</a>`
      }`;
  })();
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙箱收银台</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#333}
header{background:#1677ff;color:#fff;padding:14px 16px;font-size:17px}
header small{display:block;opacity:.8;font-size:12px;margin-top:2px}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:8px;padding:20px 16px}
.amount{font-size:34px;text-align:center;margin:8px 0 16px;font-weight:600}.amount small{font-size:18px}
dl{display:grid;grid-template-columns:5em 1fr;gap:8px;margin:0 0 20px;font-size:14px}dt{color:#888}dd{margin:0;word-break:break-all}
button,.back{display:block;box-sizing:border-box;width:100%;border:0;border-radius:6px;padding:13px;font-size:16px;margin-top:12px;text-align:center;text-decoration:none}
.pay,.back{background:#1677ff;color:#fff}.fail{background:#fff;color:#ff3141;border:1px solid #ff3141}
.state{text-align:center;font-size:18px}
</style></head>
<body><header>沙箱收银台<small>测试环境，不产生真实扣款</small></header><main><div class="card">${body}</div></main></body></html>`;
}
