import { useQuery } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type SaveContactRequest, saveContactRequest } from '../../../domain/api/storefront';
import { staffInfo, saveContact } from './api/storefront-api';
import { useLandingChannel } from './channel';
import { ProductList } from './ProductList';
import { decodeProblem, useProblemText } from './problem-text';
import './storefront.css';

type ContactValues = Omit<SaveContactRequest, 'channelId' | 'staffId'>;
const contactForm = saveContactRequest.omit({ channelId: true, staffId: true });

/** The visa-centre pages (hotline, workers, VFS travel desk, call centre, e-mail): the desk, its plans, a call-back form. */
export function VascoPage() {
  const { t } = useTranslation('storefront');
  const channel = useLandingChannel();
  const staffId = useSearchParams()[0].get('staff') ?? '';
  const staff = useQuery({ queryKey: ['vascoStaff', staffId], queryFn: () => staffInfo(staffId), enabled: staffId !== '', retry: false });
  const problemText = useProblemText();
  const form = useForm<ContactValues>({ defaultValues: { name: '', phone: '', email: '', travelDate: '', message: '' } });
  const channelId = channel?.channelId ?? 'vasco-hotline';

  const submit = form.handleSubmit(async (values) => {
    const parsed = contactForm.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(issue.path.join('.') as keyof ContactValues, { message: issue.message });
      return;
    }
    Toast.show({ content: await saveContact({ ...parsed.data, channelId, ...(staffId && { staffId }) }).catch(() => t('vasco.failed')) });
    form.reset();
  });
  const field = (name: keyof ContactValues, type = 'text') => (
    <div className="form-field">
      <label className="form-field__label" htmlFor={`vasco-${name}`}>
        {t(`vasco.${name}`)}
      </label>
      <div className="form-field__control">
        <input id={`vasco-${name}`} className="sf-native" type={type} {...form.register(name)} />
      </div>
      {form.formState.errors[name] ? (
        <div className="form-field__error" role="alert">
          {problemText(decodeProblem(form.formState.errors[name]?.message)?.code ?? '')}
        </div>
      ) : null}
    </div>
  );

  return (
    <div className="sf-page">
      <header className="sf-hero">
        <h1 className="sf-hero__title">{t(`vasco.title.${channelId}`)}</h1>
        <p className="sf-hero__intro">{t('vasco.intro')}</p>
        {staff.data ? <p className="sf-hero__partner">{t('vasco.staff', { name: staff.data.name, desk: staff.data.desk })}</p> : null}
      </header>
      <ProductList filter={(product) => product.schengen} />
      <form className="sf-box" onSubmit={submit} noValidate aria-labelledby="vasco-contact">
        <h2 id="vasco-contact" className="sf-box__title">
          {t('vasco.contact')}
        </h2>
        {field('name')}
        {field('phone', 'tel')}
        {field('email', 'email')}
        {field('travelDate', 'date')}
        {field('message')}
        <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
          {t('vasco.submit')}
        </Button>
      </form>
    </div>
  );
}
