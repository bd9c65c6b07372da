import { defineCodeTable } from './code-entry';

export const materialForms = defineCodeTable('materialForm', ['0', '1', '2']);
export type MaterialForm = (typeof materialForms)[number]['code'];

/** Only the material types the portal treats specially have a code of their own. */
export const materialTypes = defineCodeTable('materialType', ['3', '17']);
export type MaterialType = (typeof materialTypes)[number]['code'];
