import { Button } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { z } from 'zod';
import { type BatchKind, type BatchLineInput, joiningPerson, leavingPerson } from '../../../domain/api/endorsement';
import { TextField, useZodForm } from '../../lib/forms';

/** The row form's schema: the domain's joining and leaving person, as the kind needs them. */
const rowSchemas = {
  add: z.object({ joining: joiningPerson }),
  delete: z.object({ leaving: leavingPerson }),
  replace: z.object({ joining: joiningPerson, leaving: leavingPerson }),
} as const;

const EMPTY = { joining: { name: '', idType: '1', idNumber: '', occupationCode: '', occupationName: '', occulevel: '' }, leaving: { idNumber: '', name: '' } };

/** One person typed in: checked by the domain schema here, by the product's rules when the batch is priced (keyed by kind). */
export function LineForm({ kind, onAdd }: { kind: BatchKind; onAdd: (line: BatchLineInput) => void }) {
  const { t } = useTranslation('endorsement');
  // The kind's schema checks (and keeps) only the parts the kind uses; the form's fields are typed by the widest.
  const form = useZodForm(rowSchemas[kind] as unknown as typeof rowSchemas.replace, { defaultValues: EMPTY });
  const { control } = form;
  const submit = form.handleSubmit((values) => {
    onAdd(values as BatchLineInput);
    form.reset(EMPTY);
  });
  return (
    <form
      className="endorsement__form"
      aria-label={t('addRow')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {kind !== 'add' ? (
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
  );
}
