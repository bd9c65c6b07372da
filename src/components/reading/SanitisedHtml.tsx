import DOMPurify from 'dompurify';

/** A material's HTML, with scripts and handlers taken out first. */
export function SanitisedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: material HTML is sanitised by DOMPurify first
  return <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
