import { useCallback, useEffect, useReducer } from 'react';

/** The phone-code states of portal-spec 4: idle, sent with a 60 s countdown, verified. */
export type SmsCodeState =
  | { status: 'idle'; phone: string }
  | { status: 'sent'; phone: string; remaining: number }
  | { status: 'verified'; phone: string };

type SmsCodeEvent =
  | { type: 'phoneChanged'; phone: string }
  | { type: 'sent' }
  | { type: 'tick' }
  | { type: 'verified' };

const SMS_COUNTDOWN_SECONDS = 60;

export function smsCodeReducer(state: SmsCodeState, event: SmsCodeEvent): SmsCodeState {
  switch (event.type) {
    case 'phoneChanged':
      return event.phone === state.phone ? state : { status: 'idle', phone: event.phone };
    case 'sent':
      return canSend(state) ? { status: 'sent', phone: state.phone, remaining: SMS_COUNTDOWN_SECONDS } : state;
    case 'tick':
      if (state.status !== 'sent') return state;
      return state.remaining <= 1 ? { status: 'idle', phone: state.phone } : { ...state, remaining: state.remaining - 1 };
    case 'verified':
      return { status: 'verified', phone: state.phone };
  }
}

/** No second code while the countdown runs. */
export function canSend(state: SmsCodeState): boolean {
  return state.status === 'idle';
}

export function useSmsCode(phone: string) {
  const [state, dispatch] = useReducer(smsCodeReducer, { status: 'idle', phone });
  useEffect(() => dispatch({ type: 'phoneChanged', phone }), [phone]);
  const counting = state.status === 'sent';
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);
  return {
    state,
    markSent: useCallback(() => dispatch({ type: 'sent' }), []),
    markVerified: useCallback(() => dispatch({ type: 'verified' }), []),
  };
}
