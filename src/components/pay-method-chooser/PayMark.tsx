import type { ReactNode } from 'react';
import type { PayProvider } from '../../../domain/code-tables';

// Our own small marks in each provider's colour (no downloaded logos): enough to find one's provider at a glance.
const MARKS: Record<PayProvider, ReactNode> = {
  wechat: (
    <>
      <rect width="24" height="24" rx="5" fill="#07c160" />
      <ellipse cx="10" cy="10" rx="6" ry="5" fill="#fff" />
      <ellipse cx="15" cy="14.5" rx="5" ry="4" fill="#fff" stroke="#07c160" strokeWidth="1" />
    </>
  ),
  alipay: (
    <>
      <rect width="24" height="24" rx="5" fill="#1677ff" />
      <path d="M6 8h12M12 5v6M7.5 12h9M8.5 12.5c2 4 5 6 9.5 6.5M15.5 12.5c-2 4-5 6-9.5 6.5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  unionpay: (
    <>
      <path d="M4 4h6L7 20H1z" fill="#e21836" />
      <path d="M10 4h6l-3 16H7z" fill="#00447c" />
      <path d="M16 4h6l-3 16h-6z" fill="#007b84" />
    </>
  ),
  transfer: (
    <>
      <rect width="24" height="24" rx="5" fill="#4e5969" />
      <path d="M12 4 4 8.5h16zM6 10h2v6H6zm5 0h2v6h-2zm5 0h2v6h-2zM4 17.5h16V20H4z" fill="#fff" />
    </>
  ),
  balance: (
    <>
      <rect width="24" height="24" rx="5" fill="#ff7d00" />
      <path d="M5 8h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2zm0 0 9-3v3" fill="none" stroke="#fff" strokeWidth="1.8" />
      <circle cx="15.5" cy="13.5" r="1.3" fill="#fff" />
    </>
  ),
};

/** A provider's mark beside its name (the name is the text; the mark is decoration for screen readers). */
export function PayMark({ provider }: { provider: PayProvider }) {
  return (
    <svg className={`pay-mark pay-mark--${provider}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {MARKS[provider]}
    </svg>
  );
}
