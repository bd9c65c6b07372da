/** What a route tells the shell and the pages about itself (react-router's `handle`). */
export interface RouteHandle {
  /** Result and notice pages hide the login header (portal-spec 2.2). */
  hideHeader?: boolean;
  /** The storefront home variants carry their sales channel. */
  channelId?: string;
  /** The JD variants' type flag; the page-home variants take it from utm_campaign. */
  channelType?: 'jdal' | 'jdalDesk';
  /** Side navigation of the management pages. */
  managementNav?: boolean;
}
