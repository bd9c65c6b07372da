import { Button, Image, Modal, Popup, ProgressBar, Selector, Space } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import {
  type AnalysedImage,
  correctedPersonFields,
  type OcrImageType,
  type RecognisedPerson,
  toRecognisedPerson,
} from '../../../domain/api/ocr';
import { useOnline } from '../../lib/online';
import { recogniseImages } from './api/analyse-images';
import { toBase64 } from './compress';
import { RecognisedCarousel, type ReviewedPerson } from './RecognisedCarousel';
import { type Photo, usePhotoBatch } from './usePhotoBatch';
import './ocr.css';

export interface DocumentOcrDialogProps {
  visible: boolean;
  onClose(): void;
  /** Step through each recognised person before they are added (portal-spec 4). */
  confirm: boolean;
  onRecognised(people: RecognisedPerson[]): void;
  /** Called before the camera or picker opens: WeChat on Android may reload the page, so save the form's draft. */
  onBeforePick?: () => void | Promise<void>;
  defaultType?: OcrImageType;
  /** Without a network the photos are handed over here (the offline queue) instead of being recognised now. */
  onQueue?: (photos: Blob[], imageType: OcrImageType) => void;
}

interface Failure {
  photo: number;
  message: string;
}

/** Photos of ID cards or passports to insured people: pick, compress on the phone, recognise, review, add. */
export function DocumentOcrDialog({ visible, onClose, confirm, onRecognised, onBeforePick, onQueue, defaultType = 'face' }: DocumentOcrDialogProps) {
  const { t } = useTranslation('ocr');
  const [imageType, setImageType] = useState<OcrImageType>(defaultType);
  const [busy, setBusy] = useState(false);
  const [review, setReview] = useState<ReviewedPerson[] | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const batch = usePhotoBatch();
  const online = useOnline();
  const queueing = onQueue !== undefined && !online;
  const camera = useRef<HTMLInputElement>(null);
  const album = useRef<HTMLInputElement>(null);

  const ready = batch.photos.filter((photo) => photo.status === 'ready' && photo.compressed);
  const pending = batch.photos.some((photo) => photo.status === 'waiting' || photo.status === 'compressing');

  const pick = async (input: HTMLInputElement | null) => {
    await onBeforePick?.();
    input?.click();
  };

  const finish = (people: RecognisedPerson[]) => {
    onRecognised(people);
    batch.clear();
    setReview(null);
    setFailures([]);
    onClose();
  };

  const notice = (message: string) => Modal.alert({ title: t('noticeTitle'), content: message, confirmText: t('ok') });

  const queue = () => {
    onQueue?.(ready.map((photo) => photo.compressed as Blob), imageType);
    batch.clear();
    onClose();
  };

  const recognise = async () => {
    setBusy(true);
    try {
      const images = await Promise.all(
        ready.map(async (photo, index) => ({ imageBase64: await toBase64(photo.compressed as Blob), imageType, index })),
      );
      const answers: AnalysedImage[] = await recogniseImages(images);
      const reviewed: ReviewedPerson[] = [];
      const failed: Failure[] = [];
      for (const answer of answers) {
        const person = toRecognisedPerson(answer);
        if (person) reviewed.push({ person, checkFields: correctedPersonFields(answer) });
        else failed.push({ photo: answer.index + 1, message: answer.error_code ? t(`errors.${answer.error_code}`) : (answer.error_msg ?? t('nothingRecognised')) });
      }
      setFailures(failed);
      if (reviewed.length === 0) notice(failed[0]?.message ?? t('nothingRecognised'));
      else if (confirm) setReview(reviewed);
      else finish(reviewed.map((r) => r.person));
    } catch (error) {
      notice(error instanceof Error && error.message ? error.message : t('nothingRecognised'));
    } finally {
      setBusy(false);
    }
  };

  const onFiles = (input: HTMLInputElement) => {
    if (input.files?.length) batch.add(Array.from(input.files));
    // The same photo can be picked again after a removal.
    input.value = '';
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="ocr-dialog" destroyOnClose>
      <h2 className="ocr-dialog__title">{t('title')}</h2>
      {review ? (
        <RecognisedCarousel people={review} onConfirm={() => finish(review.map((r) => r.person))} />
      ) : (
        <>
          <Selector
            aria-label={t('documentType')}
            columns={2}
            value={[imageType]}
            onChange={([value]) => value && setImageType(value)}
            options={(['face', 'passport'] as const).map((value) => ({ value, label: t(`types.${value}`) }))}
          />
          <p className="ocr-dialog__hint">{t('pickHint')}</p>
          <Space block justify="center">
            <Button onClick={() => void pick(camera.current)}>{t('takePhoto')}</Button>
            <Button onClick={() => void pick(album.current)}>{t('pickPhotos')}</Button>
          </Space>
          <input ref={camera} hidden type="file" accept="image/*" capture="environment" aria-label={t('takePhoto')} onChange={(e) => onFiles(e.currentTarget)} />
          <input ref={album} hidden type="file" accept="image/*" multiple aria-label={t('pickPhotos')} onChange={(e) => onFiles(e.currentTarget)} />
          <ul className="ocr-dialog__photos">
            {batch.photos.map((photo, i) => (
              <PhotoRow key={photo.id} photo={photo} n={i + 1} onCancel={() => batch.cancel(photo.id)} onRemove={() => batch.remove(photo.id)} />
            ))}
          </ul>
          {failures.length ? (
            <ul className="ocr-dialog__failures" role="alert">
              {failures.map((failure) => (
                <li key={failure.photo}>{t('failedPhoto', { n: failure.photo, message: failure.message })}</li>
              ))}
            </ul>
          ) : null}
          {queueing ? <p className="ocr-dialog__hint">{t('offlineHint')}</p> : null}
          <Button
            block
            color="primary"
            loading={busy}
            disabled={busy || pending || ready.length === 0}
            onClick={() => (queueing ? queue() : void recognise())}
          >
            {queueing ? t('queue') : t('recognise')}
          </Button>
        </>
      )}
    </Popup>
  );
}

function PhotoRow({ photo, n, onCancel, onRemove }: { photo: Photo; n: number; onCancel(): void; onRemove(): void }) {
  const { t } = useTranslation('ocr');
  const working = photo.status === 'waiting' || photo.status === 'compressing';
  const status = {
    waiting: t('compressing', { percent: 0 }),
    compressing: t('compressing', { percent: Math.round(photo.percent) }),
    ready: t('ready', { size: Math.round((photo.compressed?.size ?? 0) / 1024) }),
    failed: t('compressFailed'),
    cancelled: t('cancelled'),
  }[photo.status];
  return (
    <li className="ocr-dialog__photo" aria-label={t('photo', { n })}>
      <Image src={photo.preview} width={56} height={56} fit="cover" alt={t('photo', { n })} />
      <div className="ocr-dialog__photo-body">
        <ProgressBar percent={photo.percent} />
        <span>{status}</span>
      </div>
      <Button size="mini" onClick={working ? onCancel : onRemove}>
        {working ? t('cancel') : t('remove')}
      </Button>
    </li>
  );
}
