/** A refusal that no retry can change (no such template, a bad address): the message is marked failed at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
