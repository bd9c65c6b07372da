import { Button } from 'antd-mobile';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../lib/translate';

export interface ReadingMaterial {
  materialType: string;
  materialName: string;
  /** HTML for form 2, a URL for forms 0 (file) and 1 (link). */
  materialContent: string;
  materialForm: '0' | '1' | '2';
  version: string;
}

interface ReadingViewerProps {
  material: ReadingMaterial;
  /** The health notice asks a question instead of asking for agreement. */
  health: boolean;
  reachedEnd: boolean;
  /** Seconds before the agree button may be pressed. */
  wait: number;
  bodyRef: (element: HTMLDivElement | null) => void;
  onScroll: () => void;
  onDecline: () => void;
  onAgree: () => void;
  /** Present in non-production builds. */
  onSkip?: () => void;
}

/** One mandatory file in a popup, read to its end before it can be agreed to (the dialog keeps count). */
export function ReadingViewer({ material, health, reachedEnd, wait, bodyRef, onScroll, onDecline, onAgree, onSkip }: ReadingViewerProps) {
  const { t } = useTranslation('reading');
  return (
    <Popup visible position="bottom" bodyClassName="reading__popup" destroyOnClose>
      <section role="dialog" aria-label={material.materialName} className="reading__viewer">
        <h2 className="reading__title">{material.materialName}</h2>
        <div ref={bodyRef} className="reading__body" onScroll={onScroll} data-testid="reading-body">
          {material.materialForm === '2' ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: material HTML, sanitised by the server as the catalogue loads (server/catalog/safe-html.ts)
            <div dangerouslySetInnerHTML={{ __html: material.materialContent }} />
          ) : (
            <iframe title={material.materialName} src={material.materialContent} className="reading__frame" />
          )}
        </div>
        <p className="reading__hint">{health ? t('healthQuestion') : reachedEnd ? '' : t('scrollHint')}</p>
        <div className="reading__actions">
          <Button onClick={onDecline}>{health ? t('healthNo') : t('decline')}</Button>
          {onSkip ? <Button onClick={onSkip}>{t('skip')}</Button> : null}
          <Button color="primary" disabled={!reachedEnd || wait > 0} onClick={onAgree}>
            {wait > 0 ? t('agreeIn', { seconds: wait }) : health ? t('healthYes') : t('agree')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
