export { dispatchDueMessages, MESSAGE_MAX_ATTEMPTS, messageBackoffMs } from './dispatch';
export { startMessageDispatcher } from './dispatcher';
