import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Input, List, Popup, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { ENTERPRISE_SEARCH_THROTTLE_MS } from '../../../../domain/api/enterprise';
import { ApiError } from '../../../lib/http';
import { fetchEnterpriseInfo } from '../api/query-enterprise-info';
import { enterpriseSearchQuery } from '../api/search-enterprises';
import { CertificateDialog } from './CertificateDialog';
import { type CompanyPick, readLicencePhoto } from './licence';
import { useSettledValue } from './use-settled-value';
import './company.css';

interface CompanyDialogProps {
  visible: boolean;
  /** The name typed in the form so far: the search starts with it. */
  initialName: string;
  userId: string;
  onPick: (company: CompanyPick) => void;
  onClose: () => void;
}

/**
 * The company-id dialog (portal-spec 2.4): find the company by part of its name (700 ms after the last keystroke)
 * or by a photo of its business licence; an unknown company goes to the manual certificate dialog.
 */
export function CompanyDialog({ visible, initialName, userId, onPick, onClose }: CompanyDialogProps) {
  const { t } = useTranslation('company');
  const [keyword, setKeyword] = useState(initialName);
  const [entering, setEntering] = useState(false);
  const [reading, setReading] = useState(false);
  const [picking, setPicking] = useState('');
  useEffect(() => {
    if (visible) setKeyword(initialName);
  }, [visible, initialName]);
  const settled = useSettledValue(keyword.trim(), ENTERPRISE_SEARCH_THROTTLE_MS);
  const search = useQuery({ ...enterpriseSearchQuery(settled), enabled: visible && settled !== '' });
  const items = settled === keyword.trim() ? (search.data?.items ?? []) : [];
  const notFound = settled !== '' && settled === keyword.trim() && search.isSuccess && items.length === 0;

  const choose = (company: CompanyPick) => {
    Toast.show({ content: t('filled', { name: company.enterpriseName }) });
    onPick(company);
  };

  const pick = async (id: string) => {
    setPicking(id);
    try {
      const info = await fetchEnterpriseInfo(id);
      choose({ enterpriseName: info.entname, idType: '1', idNo: info.UNCID });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setPicking('');
    }
  };

  const scan = async (photo: File) => {
    setReading(true);
    try {
      const read = await readLicencePhoto(photo);
      if (read.company) choose(read.company);
      else void Dialog.alert({ title: t('notice'), content: read.problem || t('readFailed') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Popup visible={visible && !entering} onMaskClick={onClose} bodyClassName="company-dialog" destroyOnClose>
        <div className="company-dialog__body" role="dialog" aria-labelledby="company-title">
          <h2 id="company-title" className="group-apply__heading">
            {t('title')}
          </h2>
          <div className="form-field">
            <label htmlFor="company-keyword" className="form-field__label">
              {t('nameLabel')}
            </label>
            <div className="form-field__control">
              <Input id="company-keyword" value={keyword} onChange={setKeyword} placeholder={t('namePlaceholder')} clearable autoFocus />
            </div>
            {keyword.trim() === '' && search.isFetched ? (
              <div className="form-field__error" role="alert">
                {t('nameRequired')}
              </div>
            ) : null}
          </div>
          {search.isFetching ? <p className="muted">{t('searching')}</p> : null}
          {items.length > 0 ? (
            <List className="company-dialog__results" aria-label={t('nameLabel')}>
              {items.map((item) => (
                <List.Item key={item.id} clickable disabled={picking !== ''} onClick={() => void pick(item.id)}>
                  {item.entname}
                </List.Item>
              ))}
            </List>
          ) : null}
          {notFound ? (
            <div className="company-dialog__not-found">
              <p>{t('notFound')}</p>
              <Button size="small" color="primary" fill="outline" onClick={() => setEntering(true)}>
                {t('enterByHand')}
              </Button>
            </div>
          ) : null}
          <label className="company-dialog__photo">
            <input
              type="file"
              accept="image/jpeg,image/png"
              aria-label={t('scanLicence')}
              onChange={(event) => {
                const photo = event.target.files?.[0];
                event.target.value = '';
                if (photo) void scan(photo);
              }}
            />
            {reading ? t('reading') : t('scanLicence')}
          </label>
        </div>
      </Popup>
      <CertificateDialog
        visible={visible && entering}
        enterpriseName={keyword.trim()}
        userId={userId}
        onSubmitted={(company) => {
          setEntering(false);
          onPick(company);
        }}
        onClose={() => setEntering(false)}
      />
    </>
  );
}
