import { useQuery } from '@tanstack/react-query';
import { Button, Popup, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { balancePayRequest, evidencePayRequest, PAY_CODES, type PayContent } from '../../../domain/api/payment';
import { payDialogModeOf } from '../../../domain/code-tables';
import { closeDialog, useDialog } from '../../app/dialogs/dialog-store';
import { blockedHere, inWechat, wxGuidePath } from '../../components/pay-method-chooser/PayMethodChooser';
import { payMethodTypesQuery } from '../../lib/api/query-pay-method-types';
import { TextField, useZodForm } from '../../lib/forms';
import { ApiError } from '../../lib/http';
import { refusalMessage } from '../../lib/refusal-message';
import { payByBalance } from './api/pay-by-balance';
import { payByEvidence } from './api/pay-by-evidence';
import { mustAuthoriseInWechat } from './api/fetch-wechat-payer';
import { startOnlinePay } from './api/start-online-pay';
import { fetchPayStatus } from './api/query-pay-status';
import { failurePath, outcomePath, startPayPoller } from './pay-poller';
import type { PayDialogProps } from './pay-dialog-props';
import { authoriseInWechat, payAgainPath, payInsideWechat } from './wechat-jsapi';
import './payment.css';

// A QR code stays open while the payer pays on another phone: ten minutes of background checks.
const QR_WATCH_TRIES = 200;

interface ModeProps {
  order: PayDialogProps;
  /** A payment call failed: /result-fail with the server's message (portal-spec 8). */
  onFailure: (error: unknown) => void;
  /** The payment was made: /result polls until the policy's state is known. */
  onPaid: () => void;
}

/** The public pay dialog of the shell (portal-spec 2.4 and 4): one mode per pay method. */
export function PayDialog() {
  const { t } = useTranslation(['payment', 'codes']);
  const navigate = useNavigate();
  const order = useDialog('pay');
  // The chooser has already asked: the provider of the method, to know whether WeChat lets its page open here.
  const methods = useQuery({ ...payMethodTypesQuery(order?.productCode ?? ''), enabled: Boolean(order?.productCode) });
  const provider = methods.data?.find((method) => method.payMethod === order?.payMethod)?.provider;
  const blocked = provider !== undefined && blockedHere(provider);
  useEffect(() => {
    if (!blocked || !order) return;
    closeDialog('pay');
    navigate(wxGuidePath(`${window.location.origin}${payAgainPath(order.policyId, order.payMethod)}`));
  }, [blocked, order, navigate]);
  if (!order || blocked) return null;
  const mode = payDialogModeOf(order.payMethod);
  const waiting = Boolean(order.productCode) && methods.isPending;
  const close = () => closeDialog('pay');
  const go = (path: string) => {
    close();
    navigate(path);
  };
  const modeProps: ModeProps = {
    order,
    onFailure: (error) => {
      const final = error instanceof ApiError && error.returnCode === PAY_CODES.refused;
      go(failurePath(order.policyId, refusalMessage(t, error, ''), final));
    },
    onPaid: () => go(`/result?${new URLSearchParams({ policyId: order.policyId, ...(order.loopTimes && { loopTimes: String(order.loopTimes) }) })}`),
  };

  return (
    <Popup visible onMaskClick={close} bodyClassName="pay-dialog__body">
      <section className="pay-dialog" role="dialog" aria-label={t('title')}>
        <header className="pay-dialog__header">
          <h2>{mode ? t(`modes.${mode}`) : t('title')}</h2>
          <p className="pay-dialog__amount">
            <small>¥</small>
            {order.totalPremium}
          </p>
          <p className="pay-dialog__meta">
            {order.name ? `${order.name} · ` : ''}
            {t('orderNo', { policyId: order.policyId })}
          </p>
        </header>
        {waiting && <p className="pay-dialog__hint">{t('preparing')}</p>}
        {!waiting && mode === 'qrCode' && <QrCodePay {...modeProps} />}
        {!waiting && mode === 'onlineRedirect' && <OnlinePay {...modeProps} />}
        {!waiting && mode === 'transferEvidence' && <EvidencePay {...modeProps} />}
        {!waiting && mode === 'balance' && <BalancePay {...modeProps} />}
        {!mode && <p className="pay-dialog__hint">{t('unknownMethod', { payMethod: order.payMethod })}</p>}
        <Button block fill="none" onClick={close}>
          {t('cancel')}
        </Button>
      </section>
    </Popup>
  );
}

function QrCodePay({ order, onFailure }: ModeProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [content, setContent] = useState<PayContent | null>(null);
  const [checking, setChecking] = useState(false);
  // The trade opens once per order and method, however often the dialog re-renders.
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => {
    let live = true;
    startOnlinePay(order.policyId, order.payMethod).then(
      (answer) => live && setContent(answer),
      (error: unknown) => live && failure.current(error),
    );
    return () => {
      live = false;
    };
  }, [order.policyId, order.payMethod]);

  // Paid on another phone: move on by itself.
  useEffect(() => {
    if (!content || content.paid) return;
    return startPayPoller({
      check: () => fetchPayStatus(order.policyId),
      maxTries: QR_WATCH_TRIES,
      onOutcome: (outcome) => {
        if (outcome.kind !== 'paid') return;
        closeDialog('pay');
        navigate(outcomePath(outcome, order.policyId));
      },
    });
  }, [content, order.policyId, navigate]);

  const checkPaid = async () => {
    setChecking(true);
    const answer = await fetchPayStatus(order.policyId);
    setChecking(false);
    if (answer?.returnCode === '00' && answer.content) {
      closeDialog('pay');
      navigate(outcomePath({ kind: 'paid', content: answer.content }, order.policyId));
    } else {
      Toast.show({ content: t('notYetPaid') });
    }
  };

  if (!content) return <p className="pay-dialog__hint">{t('preparing')}</p>;
  if (!content.payUrl && !content.paid) return <p className="pay-dialog__hint">{t('emptyPayUrl')}</p>;
  return (
    <div className="pay-dialog__qr">
      {content.qrCode ? <img src={content.qrCode} alt={t('qr.alt')} width={200} height={200} /> : null}
      <p className="pay-dialog__hint">{t('qr.hint')}</p>
      <a className="pay-dialog__link" href={content.payUrl}>
        {t('qr.openHere')}
      </a>
      <Button block color="primary" loading={checking} onClick={checkPaid}>
        {t('qr.paid')}
      </Button>
    </div>
  );
}

function OnlinePay({ order, onFailure, onPaid }: ModeProps) {
  const { t } = useTranslation('payment');
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      // WeChat Pay inside WeChat needs the payer's openid: WeChat's authorisation first (once), back to this order.
      const authorise = !order.authorised && inWechat() && (await mustAuthoriseInWechat(order.payMethod).catch(() => false));
      if (authorise) return authoriseInWechat(order.policyId, order.payMethod);
      const content = await startOnlinePay(order.policyId, order.payMethod);
      if (content.paid) return onPaid();
      if (content.jsapi) {
        const outcome = await payInsideWechat(content.jsapi);
        if (outcome === 'paid') return onPaid();
        setBusy(false);
        if (outcome === 'cancelled') Toast.show({ content: t('online.cancelled') });
        else onFailure(new Error('getBrandWCPayRequest failed'));
        return;
      }
      if (!content.payUrl) {
        setBusy(false);
        Toast.show({ content: t('emptyPayUrl') });
        return;
      }
      window.location.assign(content.payUrl);
    } catch (error) {
      onFailure(error);
    }
  };
  // Back from WeChat's authorisation the payer has already chosen to pay: once, however often this mounts.
  const started = useRef(false);
  const payNow = useRef(pay);
  useEffect(() => {
    if (!order.authorised || started.current) return;
    started.current = true;
    void payNow.current();
  }, [order.authorised]);
  return (
    <div className="pay-dialog__form">
      <p className="pay-dialog__hint">{t('online.hint')}</p>
      <Button block color="primary" loading={busy} onClick={pay}>
        {t('online.go')}
      </Button>
    </div>
  );
}

const evidenceForm = evidencePayRequest.pick({ evidenceNo: true });

function EvidencePay({ order, onFailure, onPaid }: ModeProps) {
  const { t } = useTranslation('payment');
  const form = useZodForm(evidenceForm, { defaultValues: { evidenceNo: '' } });
  const submit = form.handleSubmit(async ({ evidenceNo }) => {
    try {
      await payByEvidence({
        policyId: order.policyId,
        evidenceNo,
        payMethod: order.payMethod === '89' ? '89' : '88',
        holderName: order.holderName ?? '',
        productCode: order.productCode,
        ...(order.creator && { creator: order.creator }),
      });
      onPaid();
    } catch (error) {
      onFailure(error);
    }
  });
  return (
    <form className="pay-dialog__form" onSubmit={submit} noValidate>
      <p className="pay-dialog__hint">{t('evidence.hint')}</p>
      <TextField control={form.control} name="evidenceNo" label={t('evidence.label')} placeholder={t('evidence.placeholder')} />
      <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
        {t('evidence.submit')}
      </Button>
    </form>
  );
}

const balanceForm = balancePayRequest.pick({ loginName: true, password: true });

function BalancePay({ order, onFailure, onPaid }: ModeProps) {
  const { t } = useTranslation('payment');
  const form = useZodForm(balanceForm, { defaultValues: { loginName: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await payByBalance({ policyId: order.policyId, ...values });
      onPaid();
    } catch (error) {
      onFailure(error);
    }
  });
  return (
    <form className="pay-dialog__form" onSubmit={submit} noValidate>
      <p className="pay-dialog__hint">{t('balance.hint')}</p>
      <TextField control={form.control} name="loginName" label={t('balance.account')} autoComplete="username" />
      <TextField control={form.control} name="password" label={t('balance.password')} type="password" autoComplete="current-password" />
      <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
        {t('balance.submit')}
      </Button>
    </form>
  );
}
