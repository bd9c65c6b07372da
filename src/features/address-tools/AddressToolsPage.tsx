import { useMutation } from '@tanstack/react-query';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { NavLink } from 'react-router';
import { addressBatchForm, addressForm, addressLines, type TranslatedAddress } from '../../../domain/api/tools';
import { copyText } from '../../lib/clipboard';
import { saveFile } from '../../lib/save-file';
import { FieldFrame, useZodForm } from '../../lib/forms';
import { translateAddressesMutation } from './api/translate-addresses';
import { batchCsv } from './batch-file';
import './address-tools.css';

export type AddressToolMode = 'single' | 'parts' | 'batch';

const TOOLS: readonly [AddressToolMode, string][] = [
  ['single', '/tools/addr-trans'],
  ['parts', '/tools/addr-trans2'],
  ['batch', '/tools/addr-trans3'],
];

/** /tools/addr-trans (one address), addr-trans2 (piece by piece) and addr-trans3 (a batch): Chinese addresses in English. */
export function AddressToolsPage({ mode }: { mode: AddressToolMode }) {
  const { t } = useTranslation('tools');
  return (
    <section className="page address-tools">
      <h1 className="page__title">{t('title')}</h1>
      <nav className="address-tools__tabs" aria-label={t('title')}>
        {TOOLS.map(([tool, path]) => (
          <NavLink key={tool} to={path} className="address-tools__tab">
            {t(`modes.${tool}`)}
          </NavLink>
        ))}
      </nav>
      <p className="page__intro">{t(`intro.${mode}`)}</p>
      {mode === 'batch' ? <BatchTranslator /> : <SingleTranslator showParts={mode === 'parts'} />}
    </section>
  );
}

async function copyWithToast(text: string, done: string, failed: string) {
  Toast.show({ content: (await copyText(text)) ? done : failed });
}

function SingleTranslator({ showParts }: { showParts: boolean }) {
  const { t } = useTranslation('tools');
  const form = useZodForm(addressForm, { defaultValues: { address: '' } });
  const translate = useMutation(translateAddressesMutation);
  const [result, setResult] = useState<TranslatedAddress | null>(null);
  const submit = form.handleSubmit(async ({ address }) => setResult((await translate.mutateAsync([address]))[0]));

  return (
    <>
      <form className="address-tools__form" onSubmit={submit} noValidate>
        <Controller
          control={form.control}
          name="address"
          render={({ field, fieldState }) => (
            <FieldFrame id="address-source" label={t('source')} error={fieldState.error?.message}>
              <TextArea id="address-source" value={field.value} onChange={field.onChange} onBlur={field.onBlur} rows={3} maxLength={200} placeholder={t('placeholder')} />
            </FieldFrame>
          )}
        />
        <Button block color="primary" type="submit" loading={translate.isPending}>
          {t('translate')}
        </Button>
      </form>
      {result ? (
        <div className="address-tools__result" aria-live="polite">
          {result.problem ? (
            <p role="alert">{t(`problems.${result.problem}`)}</p>
          ) : (
            <>
              <h2 className="address-tools__heading">{t('english')}</h2>
              <output className="address-tools__english" data-testid="address-english">
                {result.english}
              </output>
              <Button block fill="outline" color="primary" onClick={() => copyWithToast(result.english, t('copied'), t('copyFailed'))}>
                {t('copy')}
              </Button>
              {showParts ? (
                <table className="address-tools__parts">
                  <thead>
                    <tr>
                      <th>{t('part')}</th>
                      <th>{t('chinese')}</th>
                      <th>{t('english')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.parts.map((part) => (
                      <tr key={`${part.kind}-${part.chinese}-${part.english}`}>
                        <td>{t(`kinds.${part.kind}`)}</td>
                        <td>{part.chinese || '—'}</td>
                        <td>{part.english}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </>
  );
}

function BatchTranslator() {
  const { t } = useTranslation('tools');
  const form = useZodForm(addressBatchForm, { defaultValues: { text: '' } });
  const translate = useMutation(translateAddressesMutation);
  const [results, setResults] = useState<(TranslatedAddress & { line: number })[] | null>(null);
  const submit = form.handleSubmit(async ({ text }) => {
    const translated = await translate.mutateAsync(addressLines(text));
    setResults(translated.map((result, index) => ({ ...result, line: index + 1 })));
  });
  const english = (results ?? []).map((result) => result.english || t(`problems.${result.problem}`)).join('\n');

  return (
    <>
      <form className="address-tools__form" onSubmit={submit} noValidate>
        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <FieldFrame id="address-batch" label={t('batchSource')} error={fieldState.error?.message}>
              <TextArea id="address-batch" value={field.value} onChange={field.onChange} onBlur={field.onBlur} rows={8} placeholder={t('batchPlaceholder')} />
              <div className="address-tools__count">{t('lineCount', { count: addressLines(field.value).length })}</div>
            </FieldFrame>
          )}
        />
        <Button block color="primary" type="submit" loading={translate.isPending}>
          {t('translateAll')}
        </Button>
      </form>
      {results ? (
        <div className="address-tools__result">
          <div className="address-tools__actions">
            <Button color="primary" fill="outline" onClick={() => copyWithToast(english, t('copied'), t('copyFailed'))}>
              {t('copyAll')}
            </Button>
            <Button color="primary" onClick={() => saveFile(batchCsv(results, [t('chinese'), t('english')]), 'addresses-english.csv')}>
              {t('download')}
            </Button>
          </div>
          <ol className="address-tools__list">
            {results.map((result) => (
              <li key={result.line}>
                <div className="address-tools__source">{result.source}</div>
                <div className={result.problem ? 'address-tools__problem' : 'address-tools__english'}>{result.english || t(`problems.${result.problem}`)}</div>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}
