import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { z } from 'zod';
import { type CorrectionKind, type CorrectionRequest, contactChanges, insuredCorrection } from '../../../domain/api/endorsement';
import { TextField, useZodForm } from '../../lib/forms';
import { InsuredPicker, type ListedInsured, PickedInsured } from './InsuredPicker';

const schemas = { contact: z.object({ contact: contactChanges }), insured: z.object({ insured: insuredCorrection }) } as const;
const EMPTY = {
  contact: { holderPhone: '', holderEmail: '', holderAddress: '' },
  insured: { idNumber: '', seq: undefined as number | undefined, name: '', occupationName: '' },
};

interface CorrectionFormProps {
  kind: CorrectionKind;
  policyId: string;
  onCheck: (request: Pick<CorrectionRequest, 'kind'> & ({ contact: z.infer<typeof contactChanges> } | { insureds: z.infer<typeof insuredCorrection>[] })) => void;
  busy: boolean;
}

/**
 * A correction that changes no cover: the holder's contact, or one insured's details (keyed by kind). The insured is
 * picked from the policy's list, whose ID numbers are masked (decision 035), or named by an ID number typed.
 */
export function CorrectionForm({ kind, policyId, onCheck, busy }: CorrectionFormProps) {
  const { t } = useTranslation('endorsement');
  // The kind's schema checks (and keeps) only its part; the fields are typed by both.
  const form = useZodForm(schemas[kind] as unknown as z.ZodType<typeof EMPTY, typeof EMPTY>, { defaultValues: EMPTY });
  const [picked, setPicked] = useState<ListedInsured | null>(null);
  // The person picked is named by their place on the list; none picked, by the ID number typed.
  const pick = (person: ListedInsured | null) => {
    setPicked(person);
    form.setValue('insured.seq', person?.seq);
    form.setValue('insured.idNumber', '');
  };
  const submit = form.handleSubmit((values) => {
    const blankless = <T extends object>(record: T) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '' && value !== undefined)) as T;
    if (kind === 'contact') onCheck({ kind, contact: blankless(values.contact) });
    else onCheck({ kind, insureds: [blankless(values.insured)] });
  });
  return (
    <>
      {kind === 'insured' ? (
        <InsuredPicker title={t('pick.correctTitle')} policyId={policyId} picked={new Set(picked ? [picked.seq] : [])} onPick={pick} />
      ) : null}
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
            {picked ? (
              <PickedInsured legend={t('pick.correctChosen')} person={picked} onChange={() => pick(null)} />
            ) : (
              <TextField control={form.control} name="insured.idNumber" label={t('idNumber')} />
            )}
            <TextField control={form.control} name="insured.name" label={t('name')} />
            <TextField control={form.control} name="insured.occupationName" label={t('occupationName')} />
          </>
        )}
        <Button block color="primary" type="submit" loading={busy}>
          {t('check')}
        </Button>
      </form>
    </>
  );
}
