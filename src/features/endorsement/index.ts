import { BatchResultPage } from './BatchResultPage';
import { CorrectManagePage } from './CorrectManagePage';
import { EndorsementPage } from './EndorsementPage';

/** The endorsement pages, one chunk: the batch editor, the batch list of a policy, and the batch result. */
export const endorsementPages = { EndorsementPage, CorrectManagePage, BatchResultPage };
