/** The pay dialog's state (portal-spec 3, "Pay dialog state"), as whoever opens it passes it. */
export interface PayDialogProps {
  policyId: string;
  payMethod: string;
  productCode: string;
  /** Yuan, as the save call answered it. */
  totalPremium: string;
  /** Product name shown in the dialog. */
  name?: string;
  /** The issuing agent (u); the evidence check names it. */
  creator?: string;
  province?: string;
  /** Transfer evidence is checked against the payer: the policyholder. */
  holderName?: string;
  batchId?: string;
  /** Poll tries (20 by default). */
  loopTimes?: number;
  /** Back from WeChat's authorisation (the openid is known now): pay at once, and never send the payer there twice. */
  authorised?: boolean;
}
