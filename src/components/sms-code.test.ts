import { describe, expect, it } from 'vitest';
import { canSend, type SmsCodeState, smsCodeReducer } from './sms-code';

const idle: SmsCodeState = { status: 'idle', phone: '13912345678' };

describe('the phone-code states', () => {
  it('counts down 60 s after a send and allows a new send only at the end', () => {
    let state = smsCodeReducer(idle, { type: 'sent' });
    expect(state).toEqual({ status: 'sent', phone: '13912345678', remaining: 60 });
    expect(canSend(state)).toBe(false);
    expect(smsCodeReducer(state, { type: 'sent' })).toBe(state);
    for (let second = 0; second < 59; second++) state = smsCodeReducer(state, { type: 'tick' });
    expect(state).toMatchObject({ status: 'sent', remaining: 1 });
    state = smsCodeReducer(state, { type: 'tick' });
    expect(state.status).toBe('idle');
    expect(canSend(state)).toBe(true);
  });

  it('resets when the phone changes, even mid-countdown or once verified', () => {
    const sent = smsCodeReducer(idle, { type: 'sent' });
    expect(smsCodeReducer(sent, { type: 'phoneChanged', phone: '13812345678' })).toEqual({ status: 'idle', phone: '13812345678' });
    const verified = smsCodeReducer(sent, { type: 'verified' });
    expect(verified.status).toBe('verified');
    expect(smsCodeReducer(verified, { type: 'phoneChanged', phone: '13812345678' }).status).toBe('idle');
    expect(smsCodeReducer(verified, { type: 'phoneChanged', phone: '13912345678' })).toBe(verified);
  });
});
