import { Button, Dialog, Popup, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { OccupationIndex } from './occupations';
import { parsePastedList } from './paste';
import type { InsuredRow } from './row';

interface PasteListPopupProps {
  visible: boolean;
  today: string;
  occupations?: OccupationIndex;
  onAdd: (rows: InsuredRow[]) => void;
  onClose: () => void;
}

/** The insured paste-list dialog (portal-spec 2.4): one person a line, "姓名 证件号码 职业代码". */
export function PasteListPopup({ visible, today, occupations, onAdd, onClose }: PasteListPopupProps) {
  const { t } = useTranslation('group');
  const [text, setText] = useState('');
  const id = useId();

  const add = () => {
    if (text.trim() === '') {
      Toast.show({ content: t('paste.empty') });
      return;
    }
    const pasted = parsePastedList(text, today, occupations);
    onAdd(pasted.rows);
    setText('');
    onClose();
    if (pasted.rejected.length > 0) {
      void Dialog.alert({
        title: t('validation:INSURED_ID_NUMBER_INVALID'),
        content: pasted.rejected.map((line) => t('paste.rejectedLine', line)).join('\n'),
        confirmText: t('actions.confirm'),
      });
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="insured-form__popup">
      <section role="dialog" aria-label={t('paste.title')} className="insured-form">
        <h2 className="insured-form__title">{t('paste.title')}</h2>
        <label htmlFor={id} className="form-field__label">
          {t('paste.label')}
        </label>
        <TextArea id={id} className="paste-list__text" value={text} onChange={setText} placeholder={t('paste.placeholder')} rows={8} />
        <p className="muted">{t('paste.hint')}</p>
        <div className="insured-form__actions">
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button color="primary" onClick={add}>
            {t('paste.add')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
