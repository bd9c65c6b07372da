import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { LeavingPerson } from '../../../domain/api/endorsement';
import { formatYuan } from '../../../domain/money';
import { insuredsQuery } from '../../lib/api/query-insureds';
import { useTranslation } from '../../lib/translate';

const PAGE_SIZE = 20;

/**
 * The people on the policy, to pick the leaving one from: the policy's list masks ID numbers, so an agent picks a
 * person here rather than type a number nobody can look up. Found by whole name (names are encrypted, decision 029),
 * paged for large groups; people already picked in this batch are shown and cannot be picked twice.
 */
export function LeavingPicker({ policyId, picked, onPick }: { policyId: string; picked: ReadonlySet<number>; onPick: (person: LeavingPerson) => void }) {
  const { t } = useTranslation('endorsement');
  const [name, setName] = useState('');
  const people = useInfiniteQuery(insuredsQuery(policyId, PAGE_SIZE, name));
  const rows = people.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="endorsement__picker" aria-label={t('pick.title')}>
      <h3>{t('pick.title')}</h3>
      <form
        className="endorsement__search"
        onSubmit={(event) => {
          event.preventDefault();
          setName(String(new FormData(event.currentTarget).get('name') ?? '').trim());
        }}
      >
        <input type="search" name="name" maxLength={60} aria-label={t('pick.search')} placeholder={t('pick.searchHint')} />
        <Button size="small" type="submit">
          {t('pick.find')}
        </Button>
      </form>
      {people.isSuccess && rows.length === 0 ? <p className="endorsement__hint">{t('pick.none')}</p> : null}
      <ul className="endorsement__people">
        {rows.map((person) => {
          const taken = picked.has(person.seq);
          return (
            <li key={person.seq}>
              <button type="button" disabled={taken} onClick={() => onPick({ seq: person.seq, name: person.name, idMasked: person.idNumber })}>
                {[person.name, person.idNumber, person.occupationName, formatYuan(person.premiumFen), taken ? t('pick.picked') : ''].filter(Boolean).join(' · ')}
              </button>
            </li>
          );
        })}
      </ul>
      {people.hasNextPage ? (
        <Button block fill="none" size="small" loading={people.isFetchingNextPage} onClick={() => void people.fetchNextPage()}>
          {t('pick.more')}
        </Button>
      ) : null}
    </section>
  );
}
