import { Button, List, Swiper, type SwiperRef, Tag } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { RecognisedPerson } from '../../../domain/api/ocr';

export interface ReviewedPerson {
  person: RecognisedPerson;
  /** Fields repaired with check digits or read two ways: shown with a "please check" tag. */
  checkFields: ReadonlyArray<keyof RecognisedPerson>;
}

const FIELDS = ['name', 'gender', 'idType', 'idNumber', 'birthDate', 'nationality', 'insEnName'] as const;

/**
 * Steps through the recognised people one at a time (portal-spec 4); confirming is possible only on the last,
 * so every person has been seen once before the list is added.
 */
export function RecognisedCarousel({ people, onConfirm }: { people: readonly ReviewedPerson[]; onConfirm(): void }) {
  const { t } = useTranslation('ocr');
  const swiper = useRef<SwiperRef>(null);
  const [index, setIndex] = useState(0);
  const last = index === people.length - 1;

  const value = (person: RecognisedPerson, field: (typeof FIELDS)[number]) => {
    if (field === 'gender') return t(`genders.${person.gender}`);
    if (field === 'idType') return t(`idTypes.${person.idType}`);
    return person[field];
  };

  return (
    <section className="ocr-review" aria-label={t('reviewTitle', { current: index + 1, total: people.length })}>
      <h3 className="ocr-review__title">{t('reviewTitle', { current: index + 1, total: people.length })}</h3>
      <Swiper ref={swiper} indicator={() => null} onIndexChange={setIndex}>
        {people.map(({ person, checkFields }) => (
          <Swiper.Item key={`${person.idType}-${person.idNumber}`}>
            <List>
              {FIELDS.filter((field) => field !== 'insEnName' || person.insEnName).map((field) => (
                <List.Item
                  key={field}
                  extra={checkFields.includes(field) ? <Tag color="warning">{t('checkAgain')}</Tag> : null}
                  description={value(person, field)}
                >
                  {t(`fields.${field}`)}
                </List.Item>
              ))}
            </List>
          </Swiper.Item>
        ))}
      </Swiper>
      <div className="ocr-review__actions">
        <Button disabled={index === 0} onClick={() => swiper.current?.swipePrev()}>
          {t('previous')}
        </Button>
        {last ? null : (
          <Button onClick={() => swiper.current?.swipeNext()}>{t('next')}</Button>
        )}
        <Button color="primary" disabled={!last} onClick={onConfirm}>
          {t('confirm')}
        </Button>
      </div>
    </section>
  );
}
