import { type PayDialogMode, type PayProvider, payDialogModeOf } from '../code-tables';

/** Where the payer is, as the user agent says: it decides which way of paying a provider works. */
export type PayPlace = 'wechat' | 'phone' | 'desktop';

export function payPlaceOf(userAgent: string | undefined): PayPlace {
  if (/MicroMessenger/i.test(userAgent ?? '')) return 'wechat';
  return /Mobile|Android|iPhone|iPad|HarmonyOS/i.test(userAgent ?? '') ? 'phone' : 'desktop';
}

/** A pay method a product offers, with the dialog it opens and the provider it pays (the catalogue's mapping). */
export interface OfferedPayMethod {
  payMethod: string;
  dialogMode: PayDialogMode;
  provider: PayProvider;
}

/** A product's methods (its catalogue entry's codes and their providers), each with the dialog it opens. */
export function offeredPayMethods(product: { payMethods: readonly string[]; payProviders: Partial<Record<string, PayProvider>> }): OfferedPayMethod[] {
  return product.payMethods.flatMap((payMethod) => {
    const dialogMode = payDialogModeOf(payMethod);
    const provider = product.payProviders[payMethod];
    return dialogMode && provider ? [{ payMethod, dialogMode, provider }] : [];
  });
}

export interface PayChoice extends OfferedPayMethod {
  /** WeChat blocks this provider's pages: the payer is sent to /wx-guide to open the order in the browser. */
  blocked: boolean;
}

/** Providers whose pages WeChat's browser refuses to open. */
const BLOCKED_IN_WECHAT: ReadonlySet<PayProvider> = new Set(['alipay']);

/** Paying this provider here needs the phone's browser (/wx-guide explains how to get there). */
export function blockedIn(place: PayPlace, provider: PayProvider): boolean {
  return place === 'wechat' && BLOCKED_IN_WECHAT.has(provider);
}

/** How well a method suits the place, lower first: QR codes are for desktops, pages for phones, WeChat Pay inside WeChat. */
function suitability(method: OfferedPayMethod, place: PayPlace): number {
  if (method.dialogMode !== 'qrCode' && method.dialogMode !== 'onlineRedirect') return 0;
  const qr = method.dialogMode === 'qrCode';
  if (place === 'desktop') return qr ? 0 : 1;
  // Inside WeChat a WeChat Pay QR code can still be long-pressed; the other providers' codes cannot be scanned from the same phone.
  return qr ? 1 : 0;
}

/**
 * The methods to offer where the payer is: one per provider (the one that suits the place best, so a provider the
 * product offers stays reachable everywhere), in the catalogue's order of providers, except that inside WeChat WeChat Pay comes
 * first and what WeChat blocks comes last.
 */
export function payChoicesFor(methods: readonly OfferedPayMethod[], place: PayPlace): PayChoice[] {
  const best = new Map<PayProvider, OfferedPayMethod>();
  for (const method of methods) {
    const kept = best.get(method.provider);
    if (!kept || suitability(method, place) < suitability(kept, place)) best.set(method.provider, method);
  }
  const rank = (choice: PayChoice) => (place !== 'wechat' ? 0 : choice.provider === 'wechat' ? -1 : choice.blocked ? 1 : 0);
  // A Map keeps its first insertion's order: each provider stands where the catalogue first names it.
  return [...best.values()]
    .map((method) => ({ ...method, blocked: blockedIn(place, method.provider) }))
    .sort((a, b) => rank(a) - rank(b));
}
