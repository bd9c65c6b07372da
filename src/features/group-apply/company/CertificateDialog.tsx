import { Button, Input, NoticeBar, Picker, Popup, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/translate';
import { type CompanyCertificateType, companyCertificateTypes } from '../../../../domain/code-tables';
import { Field, PickerTrigger } from '../../../components/insured-list/Field';
import { useErrorText, useZodForm } from '../../../lib/forms';
import { ApiError } from '../../../lib/http';
import { addCertificate } from '../api/add-certificate';
import { certificateFormSchema } from './certificate-form';
import { type CompanyPick, readLicencePhoto } from './licence';

interface CertificateDialogProps {
  visible: boolean;
  /** What the agent searched for: the form starts with it. */
  enterpriseName: string;
  userId: string;
  onSubmitted: (company: CompanyPick) => void;
  onClose: () => void;
}

/** The manual company certificate dialog (portal-spec 2.4, 3, 5, 8): the company is unknown, staff will contact the agent. */
export function CertificateDialog({ visible, enterpriseName, userId, onSubmitted, onClose }: CertificateDialogProps) {
  const { t } = useTranslation(['company', 'codes']);
  const errorText = useErrorText();
  const form = useZodForm(certificateFormSchema, { defaultValues: { idType: '1', enterpriseName, idNo: '', idPhoto: '', photoName: '', userId } });
  const [pickingType, setPickingType] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    if (visible) form.reset({ idType: '1', enterpriseName, idNo: '', idPhoto: '', photoName: '', userId });
  }, [visible, enterpriseName, userId, form]);

  // The photo is stored at once; a business licence also fills the name and credit code it shows.
  const takePhoto = async (photo: File) => {
    setUploading(true);
    try {
      const read = await readLicencePhoto(photo);
      form.setValue('idPhoto', read.path, { shouldValidate: true });
      form.setValue('photoName', read.name);
      if (read.company) {
        form.setValue('enterpriseName', read.company.enterpriseName, { shouldValidate: true });
        form.setValue('idType', read.company.idType);
        form.setValue('idNo', read.company.idNo, { shouldValidate: true });
      }
    } catch (error) {
      // A refused upload has shown its message.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setUploading(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const entry = await addCertificate(values);
      Toast.show({ content: t('certificate.submitted') });
      onSubmitted({ enterpriseName: entry.enterpriseName, idType: entry.idType as CompanyCertificateType, idNo: entry.idNo });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSubmitting(false);
    }
  });

  const photoName = form.watch('photoName');
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="company-dialog" destroyOnClose>
      <form className="company-dialog__body" role="dialog" aria-labelledby="certificate-title" onSubmit={(event) => void submit(event)}>
        <h2 id="certificate-title" className="group-apply__heading">
          {t('certificate.title')}
        </h2>
        <NoticeBar color="alert" wrap content={t('certificate.staffWillContact')} />
        <Controller
          control={form.control}
          name="idType"
          render={({ field, fieldState }) => (
            <Field id="certificate-idType" label={t('certificate.idType')} error={errorText(fieldState.error?.message)}>
              <PickerTrigger id="certificate-idType" text={field.value ? t(`codes:companyCertificateType.${field.value}`) : ''} placeholder={t('certificate.pick')} onClick={() => setPickingType(true)} />
              <Picker
                visible={pickingType}
                columns={[companyCertificateTypes.map((entry) => ({ label: t(entry.labelKey), value: entry.code }))]}
                value={[field.value]}
                onClose={() => setPickingType(false)}
                onConfirm={([type]) => field.onChange(String(type ?? '1'))}
              />
            </Field>
          )}
        />
        {(['enterpriseName', 'idNo'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <Field id={`certificate-${name}`} label={t(`certificate.${name}`)} error={errorText(fieldState.error?.message)}>
                <Input id={`certificate-${name}`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} clearable />
              </Field>
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="idPhoto"
          render={({ fieldState }) => (
            <Field id="certificate-photo" label={t('certificate.photo')} error={errorText(fieldState.error?.message)}>
              <label className="company-dialog__photo">
                <input
                  id="certificate-photo"
                  type="file"
                  accept="image/jpeg,image/png"
                  onChange={(event) => {
                    const photo = event.target.files?.[0];
                    event.target.value = '';
                    if (photo) void takePhoto(photo);
                  }}
                />
                {uploading ? t('certificate.uploading') : photoName ? t('certificate.photoChosen', { name: photoName }) : t('certificate.pickPhoto')}
              </label>
            </Field>
          )}
        />
        <div className="company-dialog__actions">
          <Button onClick={onClose}>{t('certificate.cancel')}</Button>
          <Button color="primary" type="submit" loading={submitting} disabled={uploading}>
            {t('certificate.submit')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}

