import { Button } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { z } from 'zod';
import { type CorrectionKind, type CorrectionRequest, contactChanges, insuredCorrection } from '../../../domain/api/endorsement';
import { TextField, useZodForm } from '../../lib/forms';

const schemas = { contact: z.object({ contact: contactChanges }), insured: z.object({ insured: insuredCorrection }) } as const;
const EMPTY = { contact: { holderPhone: '', holderEmail: '', holderAddress: '' }, insured: { idNumber: '', name: '', occupationName: '' } };

/** A correction that changes no cover: the holder's contact, or one insured's details by their ID number (keyed by kind). */
export function CorrectionForm({
  kind,
  onCheck,
  busy,
}: {
  kind: CorrectionKind;
  onCheck: (request: Pick<CorrectionRequest, 'kind'> & ({ contact: z.infer<typeof contactChanges> } | { insureds: z.infer<typeof insuredCorrection>[] })) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('endorsement');
  // The kind's schema checks (and keeps) only its part; the fields are typed by both.
  const form = useZodForm(schemas[kind] as unknown as z.ZodType<typeof EMPTY, typeof EMPTY>, { defaultValues: EMPTY });
  const submit = form.handleSubmit((values) => {
    const blankless = <T extends Record<string, string | undefined>>(record: T) => Object.fromEntries(Object.entries(record).filter(([, value]) => value)) as T;
    if (kind === 'contact') onCheck({ kind, contact: blankless(values.contact) });
    else onCheck({ kind, insureds: [blankless(values.insured)] });
  });
  return (
    <form
      className="endorsement__form"
      aria-label={t(`kinds.${kind}`)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {kind === 'contact' ? (
        <>
          <TextField control={form.control} name="contact.holderPhone" label={t('holderPhone')} type="tel" />
          <TextField control={form.control} name="contact.holderEmail" label={t('holderEmail')} inputMode="email" />
          <TextField control={form.control} name="contact.holderAddress" label={t('holderAddress')} />
        </>
      ) : (
        <>
          <TextField control={form.control} name="insured.idNumber" label={t('idNumber')} />
          <TextField control={form.control} name="insured.name" label={t('name')} />
          <TextField control={form.control} name="insured.occupationName" label={t('occupationName')} />
        </>
      )}
      <Button block color="primary" type="submit" loading={busy}>
        {t('check')}
      </Button>
    </form>
  );
}
