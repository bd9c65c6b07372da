import { Button, List, Popup, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { type IdentityCheckAnswer, identityCheckRequest, VERIFY_TYPES, type VerifyType } from '../../../domain/api/identity';
import { maskIdNumber } from '../../../domain/privacy/mask';
import { TextField, useErrorText, useZodForm } from '../../lib/forms';
import { uploadImage } from '../../lib/api/upload-image';
import { verifyIdentity } from './api/verify-identity';
import './identity-verify.css';

export interface PersonToVerify {
  name: string;
  idNumber: string;
  mobile: string;
}

interface IdentityVerifyDialogProps {
  visible: boolean;
  people: readonly PersonToVerify[];
  /** The last answer per ID number, kept by the page. */
  results: Readonly<Record<string, IdentityCheckAnswer>>;
  onChecked: (idNumber: string, answer: IdentityCheckAnswer) => void;
  onClose: () => void;
}

/** The identity verification dialog (portal-spec 2.4, 9): one person, one of three modes, the registry's answer. */
export function IdentityVerifyDialog({ visible, people, results, onChecked, onClose }: IdentityVerifyDialogProps) {
  const { t } = useTranslation('underwriting');
  const [index, setIndex] = useState(0);
  const person = people[index];
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="identity-verify__body" destroyOnClose>
      <section role="dialog" aria-label={t('identity.title')} className="identity-verify">
        <h2 className="identity-verify__title">{t('identity.title')}</h2>
        {people.length === 0 ? <p className="muted">{t('identity.nobody')}</p> : null}
        <Radio.Group value={index} onChange={(value) => setIndex(Number(value))}>
          <List header={t('identity.who')}>
            {people.map((candidate, at) => {
              const passed = results[candidate.idNumber]?.passed === true;
              return (
                <List.Item key={candidate.idNumber} extra={<span className={passed ? 'identity-verify__ok' : 'muted'}>{passed ? t('identity.verified') : t('identity.notVerified')}</span>}>
                  <Radio value={at}>
                    {candidate.name} {maskIdNumber(candidate.idNumber)}
                  </Radio>
                </List.Item>
              );
            })}
          </List>
        </Radio.Group>
        {/* A form per person: choosing another starts from that person's name, number and phone. */}
        {person ? <VerifyForm key={person.idNumber} person={person} answer={results[person.idNumber]} onChecked={onChecked} onClose={onClose} /> : null}
      </section>
    </Popup>
  );
}

interface VerifyFormProps {
  person: PersonToVerify;
  answer: IdentityCheckAnswer | undefined;
  onChecked: IdentityVerifyDialogProps['onChecked'];
  onClose: () => void;
}

function VerifyForm({ person, answer, onChecked, onClose }: VerifyFormProps) {
  const { t } = useTranslation(['underwriting', 'codes']);
  const errorText = useErrorText();
  const [checking, setChecking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(identityCheckRequest, { defaultValues: { verifyType: '1', name: person.name, idNumber: person.idNumber, phone: person.mobile } });
  const verifyType = useWatch({ control: form.control, name: 'verifyType' }) as VerifyType;
  const photoError = form.formState.errors.photoPath?.message;

  const check = form.handleSubmit(async (request) => {
    setChecking(true);
    try {
      onChecked(request.idNumber, await verifyIdentity(request));
    } finally {
      setChecking(false);
    }
  });

  const pickPhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      form.setValue('photoPath', await uploadImage(file), { shouldValidate: true });
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
    >
      <Radio.Group value={verifyType} onChange={(value) => form.setValue('verifyType', value as VerifyType)}>
        <List header={t('identity.mode')}>
          {VERIFY_TYPES.map((type) => (
            <List.Item key={type}>
              <Radio value={type}>{t(`codes:identityVerificationType.${type}`)}</Radio>
            </List.Item>
          ))}
        </List>
      </Radio.Group>
      {verifyType === '2' ? <TextField control={form.control} name="phone" label={t('identity.phone')} type="tel" inputMode="tel" maxLength={11} /> : null}
      {verifyType === '3' ? (
        <div className="form-field">
          <label htmlFor="identity-face" className="form-field__label">
            {t('identity.face')}
          </label>
          <input id="identity-face" type="file" accept="image/jpeg,image/png" capture="user" onChange={(event) => void pickPhoto(event.target.files?.[0])} />
          {uploading ? <span className="muted">{t('identity.uploading')}</span> : null}
          {photoError ? (
            <div className="form-field__error" role="alert">
              {errorText(photoError)}
            </div>
          ) : null}
        </div>
      ) : null}
      {answer ? (
        <p role="status" className={answer.passed ? 'identity-verify__ok' : 'identity-verify__failed'}>
          {answer.message}
        </p>
      ) : null}
      <div className="identity-verify__actions">
        <Button onClick={onClose}>{t('identity.close')}</Button>
        <Button color="primary" type="submit" loading={checking} disabled={uploading}>
          {t('identity.check')}
        </Button>
      </div>
    </form>
  );
}
