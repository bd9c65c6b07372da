import { useQuery } from '@tanstack/react-query';
import { Input, List, Radio, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useSearchParams } from 'react-router';
import type { FileTypesAnswer } from '../../../domain/api/order-files';
import { uploadImage } from '../../lib/api/upload-image';
import { fileTypesQuery } from './api/query-file-types';
import { saveCertificateImg } from './api/save-certificate-img';
import { uploadOrderFile } from './api/upload-order-file';
import './order-files.css';

type FileKind = FileTypesAnswer[number];
const CERTIFICATE_SIDES = ['07', '08'];
const MIME: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** Certificate photos go through the image upload and are then filed; the others through their own call. */
async function fileWithOrder(kind: FileKind, policyId: string, file: File): Promise<string> {
  if (kind.uploadCall) return uploadOrderFile(kind.uploadCall, policyId, file);
  const filePath = await uploadImage(file);
  await saveCertificateImg([{ policyId, fileType: kind.fileType as '07' | '08', filePath }]);
  return filePath;
}

/** /uploadPDF: an agent files documents with an order (policyId): the application PDF, insurer documents, photos. */
export function UploadPdfPage() {
  const { t, lang } = useTranslation(['orderFiles', 'routes']);
  const [params] = useSearchParams();
  const [policyId, setPolicyId] = useState(params.get('policyId') ?? params.get('orderId') ?? '');
  const types = useQuery(fileTypesQuery);
  const kinds = (types.data ?? []).filter((kind) => kind.uploadCall || CERTIFICATE_SIDES.includes(kind.fileType));
  const [chosen, setChosen] = useState('01');
  const [uploading, setUploading] = useState(false);
  const [filed, setFiled] = useState<{ path: string; name: string; kind: string }[]>([]);
  const kind = kinds.find((candidate) => candidate.fileType === chosen);
  const nameOf = (candidate: FileKind) => (lang === 'en' ? candidate.enName : candidate.name);

  const upload = async (file: File | undefined) => {
    if (!file || !kind) return;
    if (!policyId.trim()) {
      Toast.show({ content: t('noOrder') });
      return;
    }
    setUploading(true);
    try {
      const path = await fileWithOrder(kind, policyId.trim(), file);
      setFiled((current) => [...current, { path, name: file.name, kind: nameOf(kind) }]);
      Toast.show({ content: t('uploaded') });
    } finally {
      setUploading(false);
    }
  };

  return (
    <article className="page order-files">
      <h1 className="page__title">{t('routes:uploadPdf.title')}</h1>
      <div className="form-field">
        <label htmlFor="order-files-policy" className="form-field__label">
          {t('policyId')}
        </label>
        <Input id="order-files-policy" value={policyId} onChange={setPolicyId} clearable maxLength={40} />
      </div>
      <Radio.Group value={chosen} onChange={(value) => setChosen(String(value))}>
        <List header={t('fileType')}>
          {kinds.map((candidate) => (
            <List.Item key={candidate.fileType} description={candidate.accept.join(' / ').toUpperCase()}>
              <Radio value={candidate.fileType}>{nameOf(candidate)}</Radio>
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      <div className="form-field">
        <label htmlFor="order-files-file" className="form-field__label">
          {t('choose')}
        </label>
        <input
          id="order-files-file"
          type="file"
          disabled={!kind || uploading}
          accept={kind?.accept.map((type) => MIME[type]).join(',')}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="muted">{uploading ? t('uploading') : t('limit')}</p>
      </div>
      {filed.length > 0 ? (
        <List header={t('filed')}>
          {filed.map((entry) => (
            <List.Item key={entry.path} description={entry.kind}>
              {entry.name}
            </List.Item>
          ))}
        </List>
      ) : null}
    </article>
  );
}
