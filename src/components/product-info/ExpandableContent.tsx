import { useState } from 'react';
import { useTranslation } from '../../lib/translate';

const LONG_TEXT_CHARS = 300;
const COLLAPSED_HEIGHT_PX = 600;

/** Long tab content (over 300 characters, or with an image) starts collapsed at 600 px (portal-spec 2.4). */
export function needsExpandControl(html: string): boolean {
  const text = html.replace(/<[^>]*>/g, '');
  return text.length > LONG_TEXT_CHARS || /<img\b/i.test(html);
}

export function ExpandableContent({ html }: { html: string }) {
  const { t } = useTranslation('product');
  const long = needsExpandControl(html);
  const [expanded, setExpanded] = useState(false);
  const collapsed = long && !expanded;
  return (
    <div className="expandable">
      <div
        className="expandable__content rich-text"
        style={collapsed ? { maxHeight: COLLAPSED_HEIGHT_PX, overflow: 'hidden' } : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: catalogue HTML, sanitised by the server as the catalogue loads (server/catalog/safe-html.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {long ? (
        <button type="button" className="expandable__toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('collapse') : t('expand')}
        </button>
      ) : null}
    </div>
  );
}
