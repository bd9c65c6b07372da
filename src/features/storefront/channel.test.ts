import { describe, expect, it } from 'vitest';
import { channelOf, JDAL_CAMPAIGN } from './channel';

describe('the channel of a storefront home variant', () => {
  it('carries the route’s channel id and the JD variants’ type', () => {
    expect(channelOf({ channelId: 'astp2' }, null)).toEqual({ channelId: 'astp2' });
    expect(channelOf({ channelId: 'jd', channelType: 'jdal' }, null)).toEqual({ channelId: 'jd', channelType: 'jdal' });
    expect(channelOf({}, JDAL_CAMPAIGN)).toBeNull();
  });

  it('gives the three page-home variants the jdal type only for the one campaign', () => {
    for (const channelId of ['corp', 'rout', 'thank-you']) {
      expect(channelOf({ channelId }, JDAL_CAMPAIGN)).toEqual({ channelId, channelType: 'jdal' });
      expect(channelOf({ channelId }, 'spring-sale')).toEqual({ channelId });
    }
    expect(channelOf({ channelId: 'astp' }, JDAL_CAMPAIGN)).toEqual({ channelId: 'astp' });
  });
});
