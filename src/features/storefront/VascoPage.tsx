import { useQuery } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { useSearchParams } from 'react-router';
import { saveContactRequest } from '../../../domain/api/storefront';
import { useZodForm } from '../../lib/forms';
import { saveContact } from './api/save-contact';
import { staffInfoQuery } from './api/query-staff-info';
import { useLandingChannel } from './channel';
import { NativeInput } from './fields';
import { ProductList } from './ProductList';
import './storefront.css';

const contactForm = saveContactRequest.omit({ channelId: true, staffId: true });

/** The visa-centre pages (hotline, workers, VFS travel desk, call centre, e-mail): the desk, its plans, a call-back form. */
export function VascoPage() {
  const { t } = useTranslation('storefront');
  const channel = useLandingChannel();
  const staffId = useSearchParams()[0].get('staff') ?? '';
  const staff = useQuery(staffInfoQuery(staffId));
  const form = useZodForm(contactForm, { defaultValues: { name: '', phone: '', email: '', travelDate: '', message: '' }, mode: 'onSubmit' });
  const channelId = channel?.channelId ?? 'vasco-hotline';

  const submit = form.handleSubmit(async (values) => {
    Toast.show({ content: await saveContact({ ...values, channelId, ...(staffId && { staffId }) }).catch(() => t('vasco.failed')) });
    form.reset();
  });
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
        <NativeInput control={form.control} name="name" label={t('vasco.name')} />
        <NativeInput control={form.control} name="phone" label={t('vasco.phone')} type="tel" />
        <NativeInput control={form.control} name="email" label={t('vasco.email')} type="email" />
        <NativeInput control={form.control} name="travelDate" label={t('vasco.travelDate')} type="date" />
        <NativeInput control={form.control} name="message" label={t('vasco.message')} />
        <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
          {t('vasco.submit')}
        </Button>
      </form>
    </div>
  );
}
