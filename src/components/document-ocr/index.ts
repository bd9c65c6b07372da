export { DocumentOcrDialog, type DocumentOcrDialogProps } from './DocumentOcrDialog';
