import { useQuery } from '@tanstack/react-query';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { STOREFRONT_ID_TYPES } from '../../../domain/rules/travel-application';
import { regionsQuery } from './api/query-regions';
import type { ApplicationValues } from './application';
import { DateInput, RadioInput, SelectInput, TextInput } from './fields';

type Region = { value: string; text: string; nameEn: string };
// The value is the Chinese name (it makes the printed address); an English reader sees the English name.
const options = (entries: Region[] | undefined, english: boolean) => (entries ?? []).map((entry) => ({ value: entry.text, label: english ? entry.nameEn : entry.text }));
const codeOf = (entries: Region[] | undefined, name: string) => entries?.find((entry) => entry.text === name)?.value ?? '';

/** Applicant: person or enterprise, for self or others, contact address by province, city and district. */
export function ApplicantSection({ control, setValue, onIdBlur }: { control: Control<ApplicationValues>; setValue: UseFormSetValue<ApplicationValues>; onIdBlur: () => void }) {
  const { t, lang } = useTranslation('storefront');
  const { t: codes } = useTranslation('codes');
  const english = lang === 'en';
  const [holderType, holderIdType, province, city] = useWatch({ control, name: ['holderType', 'holderIdType', 'province', 'city'] });
  // The form keeps names (they make the address); the next level is asked for by the chosen code.
  const provinces = useQuery(regionsQuery('province'));
  const cities = useQuery(regionsQuery('city', codeOf(provinces.data, province)));
  const districts = useQuery(regionsQuery('district', codeOf(cities.data, city)));
  const person = holderType === 'I';

  return (
    <section className="sf-box" aria-labelledby="sf-applicant">
      <h2 id="sf-applicant" className="sf-box__title">
        {t('form.applicant')}
      </h2>
      <RadioInput
        control={control}
        name="holderType"
        label={t('form.holderType')}
        options={[
          { value: 'I', label: t('form.person') },
          { value: 'C', label: t('form.enterprise') },
        ]}
      />
      {person ? (
        <RadioInput
          control={control}
          name="applyFor"
          label={t('form.applyFor')}
          options={[
            { value: 'self', label: t('form.self') },
            { value: 'others', label: t('form.others') },
          ]}
        />
      ) : null}
      <TextInput control={control} name="holderName" label={t(person ? 'form.holderName' : 'form.enterpriseName')} />
      {person ? (
        <>
          <SelectInput control={control} name="holderIdType" label={t('form.idType')} options={STOREFRONT_ID_TYPES.map((code) => ({ value: code, label: codes(`personIdType.${code}`) }))} />
          <TextInput control={control} name="holderIdNumber" label={t('form.idNumber')} onBlur={onIdBlur} />
          {holderIdType !== '1' ? (
            <>
              <DateInput control={control} name="holderBirthDate" label={t('form.birthDate')} />
              <RadioInput control={control} name="holderGender" label={t('form.gender')} options={[{ value: 'M', label: codes('gender.M') }, { value: 'F', label: codes('gender.F') }]} />
            </>
          ) : null}
        </>
      ) : (
        <>
          <TextInput control={control} name="holderIdNumber" label={t('form.uscc')} />
          <TextInput control={control} name="contactName" label={t('form.contactName')} />
        </>
      )}
      <TextInput control={control} name="holderPhone" label={t('form.phone')} type="tel" maxLength={11} />
      <TextInput control={control} name="holderEmail" label={t('form.email')} type="email" />
      <SelectInput
        control={control}
        name="province"
        label={t('form.province')}
        placeholder={t('prompts.select')}
        options={options(provinces.data, english)}
        onChange={() => {
          setValue('city', '');
          setValue('district', '');
        }}
      />
      <SelectInput control={control} name="city" label={t('form.city')} placeholder={t('prompts.select')} options={options(cities.data, english)} onChange={() => setValue('district', '')} />
      <SelectInput control={control} name="district" label={t('form.district')} placeholder={t('prompts.select')} options={options(districts.data, english)} />
      <TextInput control={control} name="addressDetail" label={t('form.addressDetail')} />
      <TextInput control={control} name="comment" label={t('form.comment')} />
    </section>
  );
}
