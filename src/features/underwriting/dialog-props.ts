/** What opens the risk-notify dialog (and after it the insure dialog): the saved order and what follows acceptance. */
export interface UnderwritingDialogProps {
  policyId: string;
  productCode: string;
  /** The order is accepted: the page opens its pay dialog. */
  onAccepted: () => void;
}
