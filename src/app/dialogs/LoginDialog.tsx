import { Button, Popup, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { accountLoginRequest, holderLoginRequest, smsLoginRequest } from '../../../domain/api/auth';
import { useSmsCode } from '../../components/sms-code';
import { TextField, useZodForm } from '../../lib/forms';
import { agentDrafts } from '../../lib/drafts';
import { queryClient } from '../../lib/query-client';
import { readShare, signedInNow } from '../../lib/session';
import { accountLogin } from '../api/account-login';
import { codeLogin } from '../api/code-login';
import { holderLogin } from '../api/holder-login';
import { sendLoginCode } from '../api/send-login-code';
import { closeDialog, useDialog } from './dialog-store';

type Mode = 'account' | 'sms' | 'holder';

/** The three ways in (portal-spec 6), all for the issuer u of the link the visitor came through. */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const props = useDialog('login');
  const userId = readShare().u ?? new URLSearchParams(window.location.search).get('u') ?? '';

  // The server has set the session cookie; the page only learns it is signed in. No reload: what was typed stays,
  // and the calls refused for want of a session go again (lib/http.ts).
  const close = (signedIn: boolean) => {
    if (signedIn) {
      signedInNow();
      // Whoever signed in may not be who read the page before: what it shows is read again under their session.
      void queryClient.invalidateQueries();
    }
    closeDialog('login');
    props?.onClosed(signedIn);
  };

  return (
    <Popup visible onMaskClick={() => close(false)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <section className="login-dialog" role="dialog" aria-label={t('title')}>
        <h2 className="login-dialog__title">{t('title')}</h2>
        {props?.message ? <p className="login-dialog__message">{props.message}</p> : null}
        <LoginModes userId={userId} onSignedIn={() => close(true)} />
      </section>
    </Popup>
  );
}

/** The three modes as tabs; without an issuer u there is nothing to sign in to. */
export function LoginModes({ userId, onSignedIn }: { userId: string; onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<Mode>('account');
  if (!userId) return <p className="login-dialog__message">{t('needsIssuer')}</p>;
  const signedIn = async (agent?: string) => {
    await agentDrafts.signedIn(agent);
    onSignedIn();
  };
  return (
    <Tabs activeKey={mode} onChange={(key) => setMode(key as Mode)}>
      <Tabs.Tab title={t('modes.account')} key="account">
        <AccountForm userId={userId} onSignedIn={signedIn} />
      </Tabs.Tab>
      <Tabs.Tab title={t('modes.sms')} key="sms">
        <SmsForm userId={userId} onSignedIn={signedIn} />
      </Tabs.Tab>
      <Tabs.Tab title={t('modes.holder')} key="holder">
        <HolderForm userId={userId} onSignedIn={signedIn} />
      </Tabs.Tab>
    </Tabs>
  );
}

interface ModeProps {
  userId: string;
  /** `agent` is the issuing account signed in to; a policyholder's sign-in has none. */
  onSignedIn: (agent?: string) => Promise<void>;
}

function AccountForm({ userId, onSignedIn }: ModeProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(accountLoginRequest, { defaultValues: { userId, loginName: '', passWord: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await accountLogin(values);
      await onSignedIn(values.userId);
    } catch (error) {
      // In the dialog, where no other message (a page's own 401, say) can replace it.
      form.setError('passWord', { message: (error as Error).message });
    }
  });
  return (
    <form className="login-dialog__form" onSubmit={(event) => void submit(event)}>
      <TextField control={form.control} name="loginName" label={t('loginName')} autoComplete="username" />
      <TextField control={form.control} name="passWord" label={t('password')} type="password" autoComplete="current-password" />
      <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}

function SmsForm({ userId, onSignedIn }: ModeProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(smsLoginRequest, { defaultValues: { userId, holderTelephone: '', verificationCode: '' } });
  const phone = useWatch({ control: form.control, name: 'holderTelephone' }) ?? '';
  const { state, markSent, markVerified } = useSmsCode(phone);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!(await form.trigger('holderTelephone'))) return;
    setSending(true);
    try {
      // The code arrives by SMS only (while developing: /dev/outbox); the answer never carries it.
      await sendLoginCode({ userId, holderTelephone: phone });
      markSent();
    } catch (error) {
      form.setError('holderTelephone', { message: (error as Error).message });
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await codeLogin(values);
      markVerified();
      await onSignedIn();
    } catch (error) {
      form.setError('verificationCode', { message: (error as Error).message });
    }
  });

  const sendLabel =
    state.status === 'sent' ? t('resendIn', { seconds: state.remaining }) : state.status === 'verified' ? t('verified') : t('sendCode');
  return (
    <form className="login-dialog__form" onSubmit={(event) => void submit(event)}>
      <TextField control={form.control} name="holderTelephone" label={t('phone')} type="tel" inputMode="tel" maxLength={11} autoComplete="tel" />
      <TextField
        control={form.control}
        name="verificationCode"
        label={t('code')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        extra={
          <Button size="small" disabled={state.status !== 'idle'} loading={sending} onClick={() => void send()}>
            {sendLabel}
          </Button>
        }
      />
      <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}

function HolderForm({ userId, onSignedIn }: ModeProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(holderLoginRequest, { defaultValues: { userId, holderName: '', holderIdNumber: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await holderLogin(values);
      await onSignedIn();
    } catch (error) {
      form.setError('holderIdNumber', { message: (error as Error).message });
    }
  });
  return (
    <form className="login-dialog__form" onSubmit={(event) => void submit(event)}>
      <TextField control={form.control} name="holderName" label={t('holderName')} autoComplete="name" />
      <TextField control={form.control} name="holderIdNumber" label={t('holderIdNumber')} maxLength={18} />
      <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
