import { Button, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { useSearchParams } from 'react-router';
import './results.css';

/** Only links of this site are offered: the page must not become a way to send people elsewhere. */
function sameOriginLink(target: string | null): string | null {
  if (!target) return null;
  try {
    const url = new URL(target, window.location.origin);
    return url.origin === window.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** /wx-guide: WeChat blocks downloads and some payment links; open the page in the phone's browser. */
export function WxGuidePage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  const link = sameOriginLink(params.get('target'));
  const copy = async () => {
    try {
      if (link) await navigator.clipboard.writeText(link);
      Toast.show({ content: t('wxGuide.copied') });
    } catch {
      Toast.show({ content: t('wxGuide.copyFailed') });
    }
  };
  return (
    <section className="wx-guide">
      <span className="wx-guide__arrow" aria-hidden="true" />
      <h1>{t('wxGuide.title')}</h1>
      <ol>
        <li>{t('wxGuide.step1')}</li>
        <li>{t('wxGuide.step2')}</li>
        <li>{t('wxGuide.step3')}</li>
      </ol>
      <p className="wx-guide__why">{t('wxGuide.why')}</p>
      {/* Without a link of ours to open there is nothing to copy: the steps alone guide. */}
      {link ? (
        <>
          <p className="wx-guide__link">{link}</p>
          <Button block color="primary" onClick={copy}>
            {t('wxGuide.copy')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
