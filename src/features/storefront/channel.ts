import { useMatches, useSearchParams } from 'react-router';
import type { SalesChannel } from '../../../domain/api/storefront';
import type { RouteHandle } from '../../app/route-handle';

const KEY = 'storefront.channel';
/** The page-home variants take the jdal type when utm_campaign is this campaign (portal-spec 2.2). */
export const JDAL_CAMPAIGN = 'jdal';
/** The page-home variants whose type comes from utm_campaign (portal-spec 2.2). */
const CAMPAIGN_TYPED = ['corp', 'rout', 'thank-you'];

/** The channel of a home variant: its route handle, and the jdal type a page-home variant takes from utm_campaign. */
export function channelOf(handle: RouteHandle, utmCampaign: string | null): SalesChannel | null {
  if (!handle.channelId) return null;
  const campaignType = CAMPAIGN_TYPED.includes(handle.channelId) && utmCampaign === JDAL_CAMPAIGN ? 'jdal' : undefined;
  const channelType = handle.channelType ?? campaignType;
  return { channelId: handle.channelId, ...(channelType && { channelType }) };
}

/** The landing page's channel, kept for the tab so the order placed pages later carries it. */
export function useLandingChannel(): SalesChannel | null {
  const matches = useMatches();
  const [params] = useSearchParams();
  const handle = (matches.at(-1)?.handle ?? {}) as RouteHandle;
  const channel = channelOf(handle, params.get('utm_campaign'));
  if (channel) storage()?.setItem(KEY, JSON.stringify(channel));
  return channel;
}

export function storedChannel(): SalesChannel | undefined {
  const raw = storage()?.getItem(KEY);
  return raw ? (JSON.parse(raw) as SalesChannel) : undefined;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
