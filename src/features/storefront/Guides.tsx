import { useTranslation } from '../../lib/translate';

const GUIDES = { print: ['1', '2', '3'], invoice: ['1', '2', '3'] };

/**
 * The three steps to print the e-policy and the invoice application guide (storefront-spec 2, screen 7), as native
 * disclosure widgets: they open before any script runs and bring no animation library.
 */
export function Guides() {
  const { t } = useTranslation('storefront');
  return (
    <div className="sf-guides">
      {Object.entries(GUIDES).map(([guide, steps]) => (
        <details key={guide} className="sf-guides__item">
          <summary>{t(`guides.${guide}.title`)}</summary>
          <ol>
            {steps.map((step) => (
              <li key={step}>{t(`guides.${guide}.step${step}`)}</li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
