import { Button } from 'antd-mobile';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { z } from 'zod';
import { type BatchKind, type BatchLineInput, joiningPerson, leavingPerson } from '../../../domain/api/endorsement';
import { TextField, useZodForm } from '../../lib/forms';
import { InsuredPicker, PickedInsured } from './InsuredPicker';

/** The row form's schema: the domain's joining and leaving person, as the kind needs them. */
const rowSchemas = {
  add: z.object({ joining: joiningPerson }),
  delete: z.object({ leaving: leavingPerson }),
  replace: z.object({ joining: joiningPerson, leaving: leavingPerson }),
} as const;

const EMPTY = { joining: { name: '', idType: '1', idNumber: '', occupationCode: '', occupationName: '', occulevel: '' }, leaving: { idNumber: '', name: '' } };

interface LineFormProps {
  kind: BatchKind;
  policyId: string;
  /** The places on the policy's list of the people this batch already names as leaving. */
  picked: ReadonlySet<number>;
  onAdd: (line: BatchLineInput) => void;
}

/**
 * One person typed in, or the leaving one picked from the policy's list: checked by the domain schema here, by the
 * product's rules when the batch is priced (keyed by kind). A person picked for removal is a line at once; one picked
 * to be replaced waits for the joining person's fields.
 */
export function LineForm({ kind, policyId, picked, onAdd }: LineFormProps) {
  const { t } = useTranslation('endorsement');
  // The kind's schema checks (and keeps) only the parts the kind uses; the form's fields are typed by the widest.
  const form = useZodForm(rowSchemas[kind] as unknown as typeof rowSchemas.replace, { defaultValues: EMPTY });
  const { control } = form;
  const chosen = useWatch({ control, name: 'leaving' });
  const chosenSeq = chosen?.seq;
  const submit = form.handleSubmit((values) => {
    onAdd(values as BatchLineInput);
    form.reset(EMPTY);
  });
  return (
    <>
      {kind !== 'add' ? (
        <InsuredPicker
          title={t('pick.title')}
          policyId={policyId}
          picked={chosenSeq === undefined ? picked : new Set([...picked, chosenSeq])}
          onPick={(person) => (kind === 'delete' ? onAdd({ leaving: person }) : form.setValue('leaving', person, { shouldValidate: true }))}
        />
      ) : null}
      <form
        className="endorsement__form"
        aria-label={t('addRow')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {kind !== 'add' && chosenSeq !== undefined ? (
          <PickedInsured legend={t('pick.chosen')} person={chosen} onChange={() => form.setValue('leaving', EMPTY.leaving)} />
        ) : null}
        {kind !== 'add' && chosenSeq === undefined ? (
          <fieldset>
            <legend>{t('leaving')}</legend>
            <TextField control={control} name="leaving.name" label={t('name')} />
            <TextField control={control} name="leaving.idNumber" label={t('idNumber')} />
          </fieldset>
        ) : null}
        {kind !== 'delete' ? (
          <fieldset>
            <legend>{t('joining')}</legend>
            <TextField control={control} name="joining.name" label={t('name')} />
            <TextField control={control} name="joining.idNumber" label={t('idNumber')} />
            <TextField control={control} name="joining.occupationCode" label={t('occupationCode')} />
            <TextField control={control} name="joining.occupationName" label={t('occupationName')} />
            <TextField control={control} name="joining.occulevel" label={t('occulevel')} inputMode="numeric" />
          </fieldset>
        ) : null}
        <Button size="small" type="submit">
          {t('addRow')}
        </Button>
      </form>
    </>
  );
}
